import type { AsnStatus, ProductStatus, RmaStatus } from '@portal/domain';

// Catalog keys are written out whole so the catalog-key check sees each of them; `satisfies`
// makes a status added to a domain machine fail the typecheck until it has its label here.
const STATUS_LABELS = {
  product: {
    draft: 'UI.PRODUCT.STATUS.DRAFT',
    pending_approval: 'UI.PRODUCT.STATUS.PENDING_APPROVAL',
    rejected: 'UI.PRODUCT.STATUS.REJECTED',
    active: 'UI.PRODUCT.STATUS.ACTIVE',
    inactive: 'UI.PRODUCT.STATUS.INACTIVE',
    deleted: 'UI.PRODUCT.STATUS.DELETED',
  } satisfies Record<ProductStatus, string>,
  asn: {
    draft: 'UI.ASN.STATUS.DRAFT',
    pending_approval: 'UI.ASN.STATUS.PENDING_APPROVAL',
    awaiting_arrival: 'UI.ASN.STATUS.AWAITING_ARRIVAL',
    processing: 'UI.ASN.STATUS.PROCESSING',
    finished: 'UI.ASN.STATUS.FINISHED',
    rejected: 'UI.ASN.STATUS.REJECTED',
    deleted: 'UI.ASN.STATUS.DELETED',
  } satisfies Record<AsnStatus, string>,
  rma: {
    draft: 'UI.RMA.STATUS_DRAFT',
    awaiting_arrival: 'UI.RMA.STATUS_AWAITING_ARRIVAL',
    processed: 'UI.RMA.STATUS_PROCESSED',
  } satisfies Record<RmaStatus, string>,
} as const;

/** The entities whose statuses the screens label: each keyed by its domain machine's union. */
export type StatusKind = keyof typeof STATUS_LABELS;

/**
 * The catalog key of an entity's status; a status the domain does not name (the server should
 * never send one) shows as it came rather than as a guess.
 */
export function statusLabel(kind: StatusKind, status: string): string {
  const labels: Readonly<Record<string, string>> = STATUS_LABELS[kind];
  return labels[status] ?? status;
}

/** The choices of a select from a label table (value -> catalog key), in the table's order. */
export const labelOptions = (
  labels: Readonly<Record<string, string>>,
  t: (key: string) => string,
): { value: string; text: string }[] =>
  Object.entries(labels).map(([value, key]) => ({ value, text: t(key) }));

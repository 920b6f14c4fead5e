import type {
  AsnStatus,
  OrderStatus,
  OrderUploadStatus,
  ProductStatus,
  RmaStatus,
} from '@portal/domain';

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
  order: {
    draft: 'UI.ORDER.STATUS.DRAFT',
    pending_submit: 'UI.ORDER.STATUS.PENDING_SUBMIT',
    processing: 'UI.ORDER.STATUS.PROCESSING',
    pending_approval: 'UI.ORDER.STATUS.PENDING_APPROVAL',
    abnormal: 'UI.ORDER.STATUS.ABNORMAL',
    packed: 'UI.ORDER.STATUS.PACKED',
    shipped: 'UI.ORDER.STATUS.SHIPPED',
    delivered: 'UI.ORDER.STATUS.DELIVERED',
    returned: 'UI.ORDER.STATUS.RETURNED',
    deleted: 'UI.ORDER.STATUS.DELETED',
  } satisfies Record<OrderStatus, string>,
  orderUpload: {
    checking: 'UI.ORDER_UPLOAD.STATUS.CHECKING',
    succeeded: 'UI.ORDER_UPLOAD.STATUS.SUCCEEDED',
    error: 'UI.ORDER_UPLOAD.STATUS.ERROR',
  } satisfies Record<OrderUploadStatus, string>,
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

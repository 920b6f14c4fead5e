import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';
import { err, message } from '../shared/result';

/**
 * Product (SKU) statuses, spec section 4. 'inactive' is this product's decision: the spec says an
 * active product "can be deactivated", and a deactivated SKU is neither a draft (it needs no new
 * approval to come back) nor deleted, so it gets a status of its own. Deleted is final.
 */
export const PRODUCT_STATUSES = [
  'draft',
  'pending_approval',
  'rejected',
  'active',
  'inactive',
  'deleted',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_EVENTS = [
  'submit',
  'approve',
  'reject',
  'activate',
  'deactivate',
  'moveToDraft',
  'delete',
] as const;
export type ProductEvent = (typeof PRODUCT_EVENTS)[number];

/** The events that make a product active: only activateProduct applies them, after the quota. */
export type ProductActivationEvent = Extract<ProductEvent, 'approve' | 'activate'>;
const ACTIVATION_EVENTS: readonly ProductEvent[] = ['approve', 'activate'];

export const PRODUCT_TRANSITIONS: EventTable<ProductStatus, ProductEvent> = {
  draft: { submit: 'pending_approval', delete: 'deleted' },
  pending_approval: { approve: 'active', reject: 'rejected' },
  // A rejected product is edited back to draft, then resubmitted.
  rejected: { moveToDraft: 'draft', delete: 'deleted' },
  active: { deactivate: 'inactive', moveToDraft: 'draft' },
  inactive: { activate: 'active', moveToDraft: 'draft', delete: 'deleted' },
  deleted: {},
};

/** Applies an event that needs no facts; activation goes through activateProduct. */
export function transitionProduct(
  from: ProductStatus,
  event: Exclude<ProductEvent, ProductActivationEvent>,
): Result<ProductStatus, MessageCode> {
  if (ACTIVATION_EVENTS.includes(event))
    return err(message(MACHINE_CODES.productInvalidTransition, { from, event }));
  return applyEvent(PRODUCT_TRANSITIONS, MACHINE_CODES.productInvalidTransition, from, event);
}

export interface ProductSkuQuota {
  /** Active SKUs of the merchant now, not counting the one being activated. */
  readonly activeSkuCount: number;
  readonly planSkuQuota: number;
}

/** Undefined when one more SKU fits the plan's quota, else 'SKU activation failed...'. */
export const checkSkuActivationQuota = (quota: ProductSkuQuota): MessageCode | undefined =>
  quota.activeSkuCount < quota.planSkuQuota
    ? undefined
    : message(MACHINE_CODES.productSkuQuotaExceeded, {
        activeSkuCount: quota.activeSkuCount,
        planSkuQuota: quota.planSkuQuota,
      });

/**
 * Approval by the provider (pending approval -> active) or reactivation by the merchant
 * (inactive -> active), both limited by the plan's SKU quota.
 */
export function activateProduct(
  from: ProductStatus,
  event: ProductActivationEvent,
  quota: ProductSkuQuota,
): Result<ProductStatus, MessageCode> {
  const to = applyEvent(PRODUCT_TRANSITIONS, MACHINE_CODES.productInvalidTransition, from, event);
  if (!to.ok) return to;
  const overQuota = checkSkuActivationQuota(quota);
  return overQuota === undefined ? to : err(overQuota);
}

/** Approve and reject are the provider's; the merchant UI offers the rest, plus editing a draft. */
export const PRODUCT_MERCHANT_EVENTS = [
  'submit',
  'activate',
  'deactivate',
  'moveToDraft',
  'delete',
] as const satisfies readonly ProductEvent[];
export type ProductAction = (typeof PRODUCT_MERCHANT_EVENTS)[number] | 'edit';

export const allowedProductActions = (status: ProductStatus): readonly ProductAction[] => [
  ...(status === 'draft' ? (['edit'] as const) : []),
  ...acceptedEvents(PRODUCT_TRANSITIONS, status, PRODUCT_MERCHANT_EVENTS),
];

/** The product machine as a value; activation needs the quota, so it goes through activateProduct. */
export const PRODUCT_MACHINE: StatusMachine<
  ProductStatus,
  Exclude<ProductEvent, ProductActivationEvent>
> = {
  entity: 'product',
  statuses: PRODUCT_STATUSES,
  initial: 'draft',
  editable: ['draft'],
  invalidTransitionCode: MACHINE_CODES.productInvalidTransition,
  transition: transitionProduct,
};

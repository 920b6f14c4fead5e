import type { AddOnRuleEvent, AsnAction, OrderUploadSaveAs, ProductAction } from '@portal/domain';
import type { RouteAction } from './route';

/**
 * The permissions each verb of a verb-carrying route needs (ADR 0060). Each table `satisfies` a
 * record over the verb union its schema accepts, so a verb added to a machine without a row here
 * fails the typecheck, and a stale row fails it too; the request schemas take their choices from
 * these keys (`verbOf` in schemas/kit.ts), so no verb is accepted that has no permission.
 */
type Needs = readonly [RouteAction, ...RouteAction[]];

export const ASN_ACTION_PERMISSIONS = {
  submit: ['edit'],
  moveToDraft: ['edit'],
  delete: ['delete'],
} as const satisfies Record<Exclude<AsnAction, 'edit'>, Needs>;

export const PRODUCT_ACTION_PERMISSIONS = {
  submit: ['edit'],
  activate: ['edit'],
  deactivate: ['edit'],
  moveToDraft: ['edit'],
  delete: ['delete'],
} as const satisfies Record<Exclude<ProductAction, 'edit'>, Needs>;

export const ADDON_RULE_ACTION_PERMISSIONS = {
  activate: ['edit'],
  deactivate: ['edit'],
} as const satisfies Record<AddOnRuleEvent, Needs>;

/** One order: back to draft edits it, delete removes it for good. */
export const ORDER_ACTION_PERMISSIONS = {
  moveToDraft: ['edit'],
  delete: ['delete'],
} as const satisfies Record<string, Needs>;

/** Many orders: each verb needs what its single endpoint needs (submit, cancel, intercept edit). */
export const ORDER_BATCH_PERMISSIONS = {
  submit: ['edit'],
  delete: ['delete'],
  moveToDraft: ['edit'],
  cancel: ['edit'],
  intercept: ['edit'],
} as const satisfies Record<string, Needs>;

/**
 * The order upload creates orders (add); saved as processing it also submits and charges them,
 * which the single submit allows only with order:edit.
 */
export const ORDER_UPLOAD_SAVE_AS_PERMISSIONS = {
  pending_submit: ['add'],
  processing: ['add', 'edit'],
} as const satisfies Record<OrderUploadSaveAs, Needs>;

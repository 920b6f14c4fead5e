/**
 * The choice lists of the outbound order (warehouse-shipping.md section 3), written once: the
 * contract's schemas, the server's CHECK constraints and the web's selects read them from here.
 */
export const ORDER_TYPES = ['standard', 'self_pickup', 'fba'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Who pays the shipment's duties and taxes at the destination. */
export const ORDER_PAY_BY = ['recipient', 'sender'] as const;
export type OrderPayBy = (typeof ORDER_PAY_BY)[number];

/**
 * An interception is a request the warehouse accepts or refuses (it may not succeed), so the
 * order keeps its status while the request is open: none, requested, then refused (accepted
 * moves the order itself, to draft or deleted).
 */
export const ORDER_INTERCEPT_STATES = ['none', 'requested', 'refused'] as const;
export type OrderInterceptState = (typeof ORDER_INTERCEPT_STATES)[number];

/** Who did something to an order, for its event log: the main account, a sub-account, the provider. */
export const ORDER_ACTOR_KINDS = ['main', 'sub', 'operator', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** The numbers a batch search matches (spec: at most 500 numbers). */
export const ORDER_SEARCH_FIELDS = [
  'order_no',
  'reference_no',
  'platform_order_no',
  'tracking_no',
] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

/** The provider's warehouse steps an operator applies to an order (ops API and CLI). */
export const ORDER_OPERATOR_ACTIONS = [
  'holdForApproval',
  'approve',
  'markAddressAbnormal',
  'pack',
  'ship',
  'deliver',
  'return',
] as const;
export type OrderOperatorAction = (typeof ORDER_OPERATOR_ACTIONS)[number];

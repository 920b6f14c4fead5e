import type {
  CertificateState,
  DeliveryStatus,
  OpenApiArea,
  ScopeLevel,
  WebhookEvent,
  WebhookStatus,
} from '@portal/domain';

// Catalog keys written out whole (the catalog-key check reads them); `satisfies` makes a value
// added to a domain union fail the typecheck until it has its text here.

export const AREA_KEYS = {
  orders: 'UI.API_MANAGE.AREA_ORDERS',
  inventory: 'UI.API_MANAGE.AREA_INVENTORY',
  products: 'UI.API_MANAGE.AREA_PRODUCTS',
  inbound: 'UI.API_MANAGE.AREA_INBOUND',
} as const satisfies Record<OpenApiArea, string>;

export const LEVEL_KEYS = {
  read: 'UI.API_MANAGE.SCOPE_READ',
  write: 'UI.API_MANAGE.SCOPE_WRITE',
} as const satisfies Record<ScopeLevel, string>;

export const CERTIFICATE_STATE_KEYS = {
  active: 'UI.API_MANAGE.STATUS_ACTIVE',
  expired: 'UI.API_MANAGE.STATUS_EXPIRED',
} as const satisfies Record<CertificateState, string>;

export const EVENT_KEYS = {
  'order.status_changed': 'UI.WEBHOOK.EVENT_ORDER_STATUS_CHANGED',
  'inbound.received': 'UI.WEBHOOK.EVENT_INBOUND_RECEIVED',
  'return.processed': 'UI.WEBHOOK.EVENT_RETURN_PROCESSED',
  'balance.low': 'UI.WEBHOOK.EVENT_BALANCE_LOW',
} as const satisfies Record<WebhookEvent, string>;

export const WEBHOOK_STATUS_KEYS = {
  active: 'UI.WEBHOOK.STATUS_ACTIVE',
  disabled: 'UI.WEBHOOK.STATUS_DISABLED',
} as const satisfies Record<WebhookStatus, string>;

export const DELIVERY_STATUS_KEYS = {
  pending: 'UI.WEBHOOK.DELIVERY_PENDING',
  delivered: 'UI.WEBHOOK.DELIVERY_DELIVERED',
  failed: 'UI.WEBHOOK.DELIVERY_FAILED',
} as const satisfies Record<DeliveryStatus, string>;

/** A delivery still pending after a failed attempt is retrying, not merely waiting. */
export const deliveryStatusKey = (status: DeliveryStatus, attempts: number): string =>
  status === 'pending' && attempts > 0
    ? 'UI.WEBHOOK.DELIVERY_RETRYING'
    : DELIVERY_STATUS_KEYS[status];

/** The call log's outcome words (the server's `outcome`), unknown ones said as a refusal. */
const OUTCOME_KEYS: Readonly<Record<string, string>> = {
  ok: 'UI.API_MANAGE.OUTCOME_OK',
  signature: 'UI.API_MANAGE.OUTCOME_SIGNATURE',
  scope: 'UI.API_MANAGE.OUTCOME_SCOPE',
  rate_limit: 'UI.API_MANAGE.OUTCOME_RATE_LIMIT',
  expired: 'UI.API_MANAGE.OUTCOME_EXPIRED',
  invalid: 'UI.API_MANAGE.OUTCOME_INVALID',
  replay: 'UI.API_MANAGE.OUTCOME_REPLAY',
  unknown_certificate: 'UI.API_MANAGE.OUTCOME_UNKNOWN_CERTIFICATE',
};

export const outcomeKey = (outcome: string): string =>
  OUTCOME_KEYS[outcome] ?? 'UI.API_MANAGE.OUTCOME_REFUSED';

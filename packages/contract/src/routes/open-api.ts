/**
 * The open API (issue 16, ADR 0050): what merchants' own systems call with an API certificate,
 * under `/open-api/v1/`. Each route serves a merchant endpoint of the portal (`serves`, an endpoint
 * id of ENDPOINTS): the same request fields, the same use case, the same answer in the same
 * envelope; only the caller is the certificate instead of a session, and the certificate's scope
 * (`area`, `level`) must allow it. GET fields travel in the query; POST fields as a JSON object
 * (or form-urlencoded). Requests are signed: see `OPEN_API_HEADERS` and the domain's
 * `canonicalRequest`.
 */
export interface OpenApiRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The certificate scope area, one of the domain's OPEN_API_AREAS. */
  readonly area: 'orders' | 'inventory' | 'products' | 'inbound';
  /** `read` or `write`; write covers read. */
  readonly level: 'read' | 'write';
  /** The merchant endpoint it serves, e.g. `order.create`. */
  readonly serves: string;
}

export const OPEN_API_PREFIX = '/open-api/v1';

export const OPEN_API_ROUTES = {
  ordersList: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/orders/list`,
    area: 'orders',
    level: 'read',
    serves: 'order.list',
  },
  ordersDetail: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/orders/detail`,
    area: 'orders',
    level: 'read',
    serves: 'order.detail',
  },
  ordersCreate: {
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders/create`,
    area: 'orders',
    level: 'write',
    serves: 'order.create',
  },
  ordersSubmit: {
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders/submit`,
    area: 'orders',
    level: 'write',
    serves: 'order.submit',
  },
  ordersCancel: {
    method: 'POST',
    path: `${OPEN_API_PREFIX}/orders/cancel`,
    area: 'orders',
    level: 'write',
    serves: 'order.cancel',
  },
  inventoryList: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/inventory/list`,
    area: 'inventory',
    level: 'read',
    serves: 'inventory.list',
  },
  productsList: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/products/list`,
    area: 'products',
    level: 'read',
    serves: 'product.list',
  },
  productsCreate: {
    method: 'POST',
    path: `${OPEN_API_PREFIX}/products/create`,
    area: 'products',
    level: 'write',
    serves: 'product.create',
  },
  inboundList: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/inbound/list`,
    area: 'inbound',
    level: 'read',
    serves: 'asn.list',
  },
  inboundDetail: {
    method: 'GET',
    path: `${OPEN_API_PREFIX}/inbound/detail`,
    area: 'inbound',
    level: 'read',
    serves: 'asn.detail',
  },
  inboundCreate: {
    method: 'POST',
    path: `${OPEN_API_PREFIX}/inbound/create`,
    area: 'inbound',
    level: 'write',
    serves: 'asn.create',
  },
} as const satisfies Readonly<Record<string, OpenApiRoute>>;

export const ALL_OPEN_API_ROUTES: readonly OpenApiRoute[] = Object.values(OPEN_API_ROUTES);

/**
 * The headers of a signed open API request (ADR 0050). The signature is lower-case hex
 * HMAC-SHA256, keyed by the certificate key, of the domain's `canonicalRequest`.
 */
export const OPEN_API_HEADERS = {
  token: 'x-portal-token',
  timestamp: 'x-portal-timestamp',
  nonce: 'x-portal-nonce',
  signature: 'x-portal-signature',
} as const;

/**
 * The headers of a webhook delivery (ADR 0051): the signature is `t=<unix seconds>,v1=<hex>`,
 * HMAC-SHA256 keyed by the webhook secret of `<t>.<raw body>`.
 */
export const WEBHOOK_HEADERS = {
  signature: 'x-portal-signature',
  event: 'x-portal-event',
  eventId: 'x-portal-event-id',
  delivery: 'x-portal-delivery',
} as const;

/** The routes of the provider's top-up decisions: method, path, access; no schema. */
export const RECHARGE_OPS_ROUTES = {
  topUps: {
    method: 'GET',
    path: '/merchant/api-ops/top-ups',
    area: 'ops',
    access: 'operator',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  creditTopUp: {
    method: 'POST',
    path: '/merchant/api-ops/credit-top-up',
    area: 'ops',
    access: 'operator',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  rejectTopUp: {
    method: 'POST',
    path: '/merchant/api-ops/reject-top-up',
    area: 'ops',
    access: 'operator',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

/** The routes of the recharge endpoints: method, path, access; no schema (the web imports these). */
export const RECHARGE_ROUTES = {
  create: {
    method: 'POST',
    path: '/merchant/api-recharge/create',
    area: 'recharge',
    access: 'main',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  list: {
    method: 'GET',
    path: '/merchant/api-recharge/list',
    area: 'recharge',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  transactionsExport: {
    method: 'GET',
    path: '/merchant/api-recharge/transactions-export',
    area: 'recharge',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  orderCharges: {
    method: 'GET',
    path: '/merchant/api-recharge/order-charges',
    area: 'recharge',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

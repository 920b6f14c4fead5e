/** The routes of the overdue lists (amounts owed, overdue stock): method, path, access. */
export const BILLING_ROUTES = {
  overdueAmounts: {
    method: 'GET',
    path: '/merchant/api-billing/overdue-amount',
    area: 'billing',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  overdueProducts: {
    method: 'GET',
    path: '/merchant/api-billing/overdue-product',
    area: 'billing',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

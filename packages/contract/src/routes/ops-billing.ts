/** The operator's billing job trigger: method, path, access; no schema. */
export const BILLING_OPS_ROUTES = {
  runBilling: {
    method: 'POST',
    path: '/merchant/api-ops/run-billing',
    area: 'ops',
    access: 'operator',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

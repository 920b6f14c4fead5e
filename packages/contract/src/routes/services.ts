/** The routes of the services endpoints: method, path, access; no schema (the web imports these). */
export const SERVICES_ROUTES = {
  list: {
    method: 'GET',
    path: '/merchant/api-warehouse/added-services',
    area: 'warehouse',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

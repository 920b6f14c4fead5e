/** The routes of the inventory endpoints: method, path, access; no schema (the web imports these). */
export const INVENTORY_ROUTES = {
  list: {
    method: 'GET',
    path: '/merchant/api-inventory/list',
    area: 'inventory',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  log: {
    method: 'GET',
    path: '/merchant/api-inventory/log',
    area: 'inventory',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  batches: {
    method: 'GET',
    path: '/merchant/api-inventory/batches',
    area: 'inventory',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  edit: {
    method: 'POST',
    path: '/merchant/api-inventory/edit',
    area: 'inventory',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

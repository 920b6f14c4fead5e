/** The routes of the help centre (/help) and the self-service tools (/tools); no schema. */
export const HELP_ROUTES = {
  freight: {
    method: 'GET',
    path: '/merchant/api-help/freight',
    area: 'help',
    access: 'session',
    input: 'query',
    alertOnError: false,
    namedBySpec: false,
  },
  fees: {
    method: 'GET',
    path: '/merchant/api-tools/fees',
    area: 'tools',
    access: 'session',
    input: 'query',
    alertOnError: false,
    namedBySpec: false,
  },
} as const;

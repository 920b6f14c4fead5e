import { ASN_ACTION_PERMISSIONS } from './route-actions';

/** The routes of the asn endpoints: method, path, access; no schema (the web imports these). */
export const ASN_ROUTES = {
  create: {
    method: 'POST',
    path: '/merchant/api-asn/create',
    area: 'asn',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  edit: {
    method: 'POST',
    path: '/merchant/api-asn/edit',
    area: 'asn',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  list: {
    method: 'GET',
    path: '/merchant/api-asn/list',
    area: 'asn',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  detail: {
    method: 'GET',
    path: '/merchant/api-asn/detail',
    area: 'asn',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  action: {
    method: 'POST',
    path: '/merchant/api-asn/action',
    area: 'asn',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
    actions: { field: 'action', permissions: ASN_ACTION_PERMISSIONS },
  },
} as const;

// The public API of @portal/infrastructure: one adapter per domain port, named after its
// technology, plus strict stand-ins of the ports for other packages' tests. See README.md.
export type { AxiosHttpClientOptions } from './axios-http-client';
export { AxiosHttpClient } from './axios-http-client';
export { encodeFormFields, FORM_CONTENT_TYPE } from './form-encoding';
export type { JsCookies } from './js-cookie-store';
export { JsCookieStore } from './js-cookie-store';
export * from './testing';

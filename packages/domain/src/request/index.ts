export * from './api-host';
export * from './cookie-domain';
export * from './envelope';
export * from './form-fields';
export * from './http-method';
export * from './identity-headers';
export { REQUEST_CODES, REQUEST_MESSAGE_CODES } from './message-codes';
export * from './toast-decision';
export * from './whole-response';

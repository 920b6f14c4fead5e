export { SETTINGS_CODES } from './codes';
export { SETTINGS_MESSAGE_CODES } from './message-codes';
export * from './address-book';
export * from './invoice-title';
export * from './preferences';

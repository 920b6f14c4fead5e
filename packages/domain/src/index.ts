// The public API of @portal/domain. Each area keeps its own barrel; see README.md.
export * from './shared/result';
export { documentNumber } from './shared/document-number';
export * from './shell';
export * from './ports';
export * from './request';
export * from './machines';
export * from './fees';
export * from './validation';
export * from './account';
export * from './settings';
export * from './templates';
export * from './stock';
export * from './developer';
export { ALL_MESSAGE_CODES } from './message-codes';

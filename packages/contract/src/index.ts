// The public API of @portal/contract: every endpoint, the envelope and the error codes.
export * from './envelope';
export * from './endpoint';
export * from './endpoints';
export * from './endpoints/auth';
export * from './endpoints/registration';
export * from './endpoints/customer';
export * from './endpoints/dashboard';
export * from './endpoints/plan';
export * from './endpoints/news';
export * from './endpoints/ops';
export type * from './data/auth';
export type * from './data/registration';
export type * from './data/customer';
export type * from './data/dashboard';
export type * from './data/plan';
export type * from './data/news';
export type * from './data/ops';

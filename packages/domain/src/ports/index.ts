// Ports: what the domain needs from outside, as interfaces. Adapters live in
// packages/infrastructure (browser) and apps/server (server side).
export * from './city-directory';
export * from './clock';
export * from './cookie-store';
export * from './http-client';
export * from './navigator';
export * from './notifier';
export * from './session-store';
export * from './sku-uniqueness';
export * from './merchant-records';
export * from './number-sequence';

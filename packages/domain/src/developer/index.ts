export * from './codes';
export * from './scopes';
export * from './signature';
export * from './webhook-address';
export * from './webhooks';
export * from './certificate';
export * from './two-factor';

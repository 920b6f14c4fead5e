// The public API of @portal/contract: every endpoint with its schemas, the envelope and the error
// codes. The web imports `@portal/contract/routes` for values and this entry for types only.
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
export * from './endpoints/ops-storage';
export * from './endpoints/ops-rates';
export * from './endpoints/product';
export * from './endpoints/asn';
export * from './endpoints/inventory';
export * from './endpoints/rma';
export * from './endpoints/services';
export * from './endpoints/recharge';
export * from './endpoints/ops-recharge';
export * from './endpoints/orders';
export * from './endpoints/ops-orders';
export * from './endpoints/order-uploads';
export * from './endpoints/billing';
export * from './endpoints/ops-billing';
export * from './endpoints/settings-user';
export * from './endpoints/addon-rules';
export * from './endpoints/help';
export * from './schemas/kit';
export * from './schemas/money';
export * from './schemas/page';
export * from './data/auth';
export * from './data/registration';
export * from './data/customer';
export * from './data/dashboard';
export * from './data/plan';
export * from './data/news';
export * from './data/ops';
export * from './data/product';
export * from './data/product-upload';
export * from './data/asn';
export * from './data/inventory';
export * from './data/rma';
export * from './data/billing';
export * from './data/orders';
export * from './data/order-uploads';
export * from './data/overdue';
export * from './data/settings-user';
export * from './data/addon-rules';
export * from './data/sub-accounts';
export * from './endpoints/sub-accounts';
export * from './endpoints/developer';
export * from './endpoints/two-factor';
export * from './data/developer';
export * from './routes/open-api';
export {
  ROUTES,
  ALL_ROUTES,
  PERMISSION_AREAS,
  PERMISSION_OVERRIDES,
  routePermission,
  requiredPermissions,
  verbPermissions,
  permissionAreas,
} from './routes';
export type { RouteAction, RouteActions, RoutePermission } from './routes';
export type { EndpointOfRoute, RequestOf, ResponseOf, UploadNamesOf } from './routes';

import type { EndpointSpec } from '../endpoint';
import { ASN_ENDPOINTS } from './asn';
import { AUTH_ENDPOINTS } from './auth';
import { CUSTOMER_ENDPOINTS } from './customer';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { INVENTORY_ENDPOINTS } from './inventory';
import { NEWS_ENDPOINTS } from './news';
import { OPS_ENDPOINTS } from './ops';
import { PLAN_ENDPOINTS } from './plan';
import { PRODUCT_ENDPOINTS } from './product';
import { REGISTRATION_ENDPOINTS } from './registration';
import { RMA_ENDPOINTS } from './rma';
import { SERVICES_ENDPOINTS } from './services';

/** Every HTTP endpoint of the merchant API, by area; a path is written here and nowhere else. */
export const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  registration: REGISTRATION_ENDPOINTS,
  customer: CUSTOMER_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
  plan: PLAN_ENDPOINTS,
  news: NEWS_ENDPOINTS,
  ops: OPS_ENDPOINTS,
  product: PRODUCT_ENDPOINTS,
  asn: ASN_ENDPOINTS,
  inventory: INVENTORY_ENDPOINTS,
  rma: RMA_ENDPOINTS,
  services: SERVICES_ENDPOINTS,
} as const;

/** The table flattened, for route registration, documentation and the uniqueness test. */
export const ALL_ENDPOINTS: readonly (EndpointSpec & { readonly id: string })[] = Object.entries(
  ENDPOINTS,
).flatMap(([area, table]) =>
  Object.entries(table).map(([name, spec]) => ({
    ...(spec as EndpointSpec),
    id: `${area}.${name}`,
  })),
);

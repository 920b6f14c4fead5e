import type { EndpointSpec } from '../endpoint';
import { ADDON_RULE_ENDPOINTS } from './addon-rules';
import { ASN_ENDPOINTS } from './asn';
import { BILLING_ENDPOINTS } from './billing';
import { HELP_ENDPOINTS } from './help';
import { AUTH_ENDPOINTS } from './auth';
import { CUSTOMER_ENDPOINTS } from './customer';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { INVENTORY_ENDPOINTS } from './inventory';
import { NEWS_ENDPOINTS } from './news';
import { OPS_ENDPOINTS } from './ops';
import { ORDER_ENDPOINTS } from './orders';
import { PLAN_ENDPOINTS } from './plan';
import { PRODUCT_ENDPOINTS } from './product';
import { REGISTRATION_ENDPOINTS } from './registration';
import { RMA_ENDPOINTS } from './rma';
import { SERVICES_ENDPOINTS } from './services';
import { RECHARGE_ENDPOINTS } from './recharge';
import { SETTINGS_USER_ENDPOINTS } from './settings-user';
import { SUB_ACCOUNT_ENDPOINTS } from './sub-accounts';
import { DEVELOPER_ENDPOINTS } from './developer';
import { TWO_FACTOR_ENDPOINTS } from './two-factor';

/**
 * Every HTTP endpoint of the merchant API with its schemas, by area. The routes (method, path)
 * are written once in ../routes and spread in here.
 */
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
  recharge: RECHARGE_ENDPOINTS,
  order: ORDER_ENDPOINTS,
  billing: BILLING_ENDPOINTS,
  settingsUser: SETTINGS_USER_ENDPOINTS,
  addonRule: ADDON_RULE_ENDPOINTS,
  help: HELP_ENDPOINTS,
  subAccount: SUB_ACCOUNT_ENDPOINTS,
  developer: DEVELOPER_ENDPOINTS,
  twoFactor: TWO_FACTOR_ENDPOINTS,
} as const;

type Table = typeof ENDPOINTS;

/** An endpoint id such as 'auth.login'. */
export type EndpointId = {
  [A in keyof Table]: `${A & string}.${keyof Table[A] & string}`;
}[keyof Table];

/** The endpoint of an id, with its literal schemas (so handlers and tests are typed by it). */
export type EndpointById<Id extends EndpointId> = Id extends `${infer A}.${infer N}`
  ? A extends keyof Table
    ? N extends keyof Table[A]
      ? Table[A][N]
      : never
    : never
  : never;

/** The table flattened, for route registration, documentation and the uniqueness test. */
export const ALL_ENDPOINTS: readonly (EndpointSpec & { readonly id: EndpointId })[] =
  Object.entries(ENDPOINTS).flatMap(([area, table]) =>
    Object.entries(table).map(([name, spec]) => ({
      ...(spec as EndpointSpec),
      id: `${area}.${name}` as EndpointId,
    })),
  );

/** One endpoint by id; a typo in an id fails the type check. */
export const endpointById = <Id extends EndpointId>(id: Id): EndpointById<Id> => {
  const [area, name] = id.split('.') as [keyof Table, string];
  return (ENDPOINTS[area] as Record<string, unknown>)[name] as EndpointById<Id>;
};

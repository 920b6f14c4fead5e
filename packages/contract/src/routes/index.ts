// The schema-free half of @portal/contract (`@portal/contract/routes`): every endpoint's method,
// path, access and alerting, the envelope codes and paging limits. The web calls endpoints
// through these; response types come from the schemas as types only, so no schema is bundled.
import type { Static, TSchema } from 'typebox';
import type { ENDPOINTS } from '../endpoints';
import { ADDON_RULE_ROUTES } from './addon-rules';
import { ASN_ROUTES } from './asn';
import { BILLING_ROUTES } from './billing';
import { BILLING_OPS_ROUTES } from './ops-billing';
import { HELP_ROUTES } from './help';
import { AUTH_ROUTES } from './auth';
import { CUSTOMER_ROUTES } from './customer';
import { DASHBOARD_ROUTES } from './dashboard';
import { INVENTORY_ROUTES } from './inventory';
import { NEWS_ROUTES } from './news';
import { OPS_ROUTES } from './ops';
import { CAPTCHA_OPS_ROUTES } from './ops-captcha';
import { EXCHANGE_RATE_OPS_ROUTES } from './ops-rates';
import { STORAGE_OPS_ROUTES } from './ops-storage';
import { RECHARGE_OPS_ROUTES } from './ops-recharge';
import { RECHARGE_ROUTES } from './recharge';
import { ORDER_OPS_ROUTES } from './ops-orders';
import { ORDER_ROUTES } from './orders';
import { ORDER_UPLOAD_ROUTES } from './order-uploads';
import { PLAN_ROUTES } from './plan';
import { PRODUCT_ROUTES } from './product';
import { REGISTRATION_ROUTES } from './registration';
import { RMA_ROUTES } from './rma';
import type { RouteSpec } from './route';
import { SERVICES_ROUTES } from './services';
import { SETTINGS_USER_ROUTES } from './settings-user';
import { SUB_ACCOUNT_ROUTES } from './sub-accounts';
import { DEVELOPER_ROUTES } from './developer';
import { TWO_FACTOR_ROUTES } from './two-factor';
import { permissionAreas } from './permission';

export * from './route';
export * from './permission';
// each area's table by its own name too: a module that calls one area imports only its table
export {
  AUTH_ROUTES,
  CUSTOMER_ROUTES,
  NEWS_ROUTES,
  REGISTRATION_ROUTES,
  SETTINGS_USER_ROUTES,
  TWO_FACTOR_ROUTES,
};
export * from './open-api';
export * from '../envelope';
export type { FlagValue } from '../schemas/kit';

/**
 * The routes a merchant's browser calls, by area: every area but the operator's. The web imports
 * this table, never ROUTES, so the operator's paths (the warehouse staff's API) are not shipped to
 * every visitor's browser with the first page.
 */
export const MERCHANT_ROUTES = {
  auth: AUTH_ROUTES,
  registration: REGISTRATION_ROUTES,
  customer: CUSTOMER_ROUTES,
  dashboard: DASHBOARD_ROUTES,
  plan: PLAN_ROUTES,
  news: NEWS_ROUTES,
  product: PRODUCT_ROUTES,
  asn: ASN_ROUTES,
  inventory: INVENTORY_ROUTES,
  rma: RMA_ROUTES,
  services: SERVICES_ROUTES,
  recharge: RECHARGE_ROUTES,
  order: ORDER_ROUTES,
  orderUpload: ORDER_UPLOAD_ROUTES,
  billing: BILLING_ROUTES,
  settingsUser: SETTINGS_USER_ROUTES,
  addonRule: ADDON_RULE_ROUTES,
  help: HELP_ROUTES,
  subAccount: SUB_ACCOUNT_ROUTES,
  developer: DEVELOPER_ROUTES,
  twoFactor: TWO_FACTOR_ROUTES,
} as const;

type Joined<T extends readonly object[]> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Joined<Rest>
  : unknown;

/**
 * Route tables joined into one object. Not a spread: a bundler keeps a spread it cannot prove free
 * of getters even when nothing reads the result, and with it the operator's tables in the web's
 * first page; a call marked pure is dropped with its unread result.
 */
const joined = <T extends readonly object[]>(...tables: T): Joined<T> =>
  Object.assign({}, ...tables) as Joined<T>;

/** Every endpoint's route by area, the same keys as ENDPOINTS; a path is written here only. */
export const ROUTES = /* @__PURE__ */ joined(MERCHANT_ROUTES, {
  ops: /* @__PURE__ */ joined(
    OPS_ROUTES,
    EXCHANGE_RATE_OPS_ROUTES,
    STORAGE_OPS_ROUTES,
    RECHARGE_OPS_ROUTES,
    ORDER_OPS_ROUTES,
    CAPTCHA_OPS_ROUTES,
    BILLING_OPS_ROUTES,
  ),
});

/** Every route flat: the permission derivation and the authorization matrix walk this list. */
export const ALL_ROUTES: readonly RouteSpec[] = /* @__PURE__ */ Object.values(ROUTES).flatMap(
  (table: Readonly<Record<string, RouteSpec>>) => Object.values(table),
);

/** The areas a custom role chooses permissions in, derived from the routes (ADR 0035). */
export const PERMISSION_AREAS: readonly string[] = /* @__PURE__ */ permissionAreas(ALL_ROUTES);

type Table = typeof ENDPOINTS;

/** The endpoint (with schemas) whose method and path are those of route R. */
export type EndpointOfRoute<R extends RouteSpec> = {
  [A in keyof Table]: {
    [N in keyof Table[A]]: Table[A][N] extends {
      readonly method: R['method'];
      readonly path: R['path'];
    }
      ? Table[A][N]
      : never;
  }[keyof Table[A]];
}[keyof Table];

/** The response data type of a route, read from its endpoint's response schema. */
export type ResponseOf<R extends RouteSpec> =
  EndpointOfRoute<R> extends { readonly response: infer S extends TSchema } ? Static<S> : never;

/** A request field's value as the web sends it: the form travels as text (ADR 0070). */
type WireValue<T> = T extends number ? number | string : T;

/** The fields of a request schema that are files (a multipart part), not form fields. */
type FileKeys<P> = { [K in keyof P]-?: unknown extends P[K] ? K : never }[keyof P];

type RequestStatic<R extends RouteSpec> =
  EndpointOfRoute<R> extends { readonly request: infer S extends TSchema } ? Static<S> : never;

/**
 * The form fields of a route's request, read from its endpoint's request schema (a type only, so
 * the web bundles no schema): each name the schema declares, required where the schema requires
 * it, a number field also as text. A name the schema does not declare is refused by the compiler
 * (ADR 0070). File parts are not form fields: see UploadNamesOf.
 */
export type RequestOf<R extends RouteSpec> = FormOf<RequestStatic<R>>;

type FormOf<S> = {
  readonly [K in keyof S as K extends FileKeys<S> ? never : K]: WireValue<S[K]>;
};

/** The names of a multipart route's file parts, from its request schema. */
export type UploadNamesOf<R extends RouteSpec> = FileKeys<RequestStatic<R>> & string;

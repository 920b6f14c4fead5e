/** Business constants of the platform shell (platform-shell.md section 9), named once. */

/** Below this body width (less the tolerance) the device is mobile. */
export const MOBILE_BREAKPOINT_PX = 1024;
export const MOBILE_BREAKPOINT_TOLERANCE_PX = 3;
/** The sidebar's top offset starts here and shrinks with the page scroll, never below 0. */
export const SIDEBAR_OFFSET_THRESHOLD_PX = 159;
export const SIDEBAR_SUBMENU_SHOW_TIMEOUT_MS = 200;

export const REQUEST_TIMEOUT_MS = 300_000;
export const TOAST_DURATION_MS = 5_000;
/** Delay before the page reloads after a session-id failure and after the login frame. */
export const RELOAD_DELAY_MS = 2_000;
/** The unknown-page view sends the user home after this delay. */
export const NOT_FOUND_REDIRECT_DELAY_MS = 3_000;

export const COOKIE_NAMES = {
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  closeScroll: 'closeScroll',
  isLogged: 'isLogged',
  sessionId: 'sessionId',
  token: 'token',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];
/** These two are set on the parent domain of the site, so sibling sub-sites share the login. */
export const PARENT_DOMAIN_COOKIES: readonly CookieName[] = [
  COOKIE_NAMES.sessionId,
  COOKIE_NAMES.token,
];

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PAGE_TITLES: Readonly<Record<Language, string>> = {
  en: 'Fulfillment Service',
  zh: '履约服务',
};

export const DEFAULT_ROUTE = '/account/warehouse/activated';
export const DASHBOARD_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/404';
export const NO_PERMISSION_PATH = '/401';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const ORDER_EDIT_ROUTE = '/order/edit';
/**
 * The orders-edit path of the toast rule (platform-shell.md section 8): the API path the order
 * edit saves through, which a request path is compared with. The web route ORDER_EDIT_ROUTE is
 * never a request path, so a rule on it never fired; the contract's order.update route is checked
 * to be this path (packages/contract routes test).
 */
export const ORDERS_EDIT_API_PATH = '/merchant/api-orders/update';

export const VISITED_TAB_DEFAULT_TITLE = 'no-name';
/** A sub-account whose user marker is this value is logged out (platform-shell.md section 4). */
export const LOGGED_OUT_USER_MARKER = 'xx';

export const ROOT_PATH = '/';
/** A route whose redirect is this value shows in the breadcrumb as plain text, not as a link. */
export const BREADCRUMB_NO_REDIRECT = 'noredirect';
export const ACTIVATION_PATHS = {
  activation: '/activation/activation',
  enterprise: '/activation/enterprise',
  tip: '/activation/tip',
} as const;
/** Where a chunk-load failure is remembered for the rest of the browser session. */
export const CHUNK_ERROR_FLAG = 'chunkError';

import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import {
  ACTIVATION_PATHS,
  DEFAULT_ROUTE,
  LOGGED_OUT_USER_MARKER,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REGISTER_PATH,
  RELOAD_DELAY_MS,
  ROOT_PATH,
} from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { SessionLoginType } from './session-types';

/** What the activation status check answered; codes may arrive as strings or numbers. */
export interface GuardActivationResponse {
  readonly code: string | number;
  readonly urlcode?: string | number | undefined;
}

/** The outcome of the async step the previous decision asked for, fed back by the caller. */
export type GuardStepResult =
  | { readonly step: 'sessionId'; readonly ok: boolean }
  | { readonly step: 'userInfo'; readonly ok: boolean }
  | { readonly step: 'activation'; readonly ok: true; readonly response: GuardActivationResponse }
  | { readonly step: 'activation'; readonly ok: false };

/** A chunk failed to load (or any other navigation error) while the router was working. */
export interface GuardNavigationError {
  readonly message: string;
  /** Whether the page was already reloaded for a chunk error in this browser session. */
  readonly reloadedThisSession: boolean;
}

export interface GuardSituation {
  readonly path: string;
  /** Usually `isPublicPath(path)`. */
  readonly isPublic: boolean;
  readonly token: string | undefined;
  readonly sessionId: string | undefined;
  readonly loginType: SessionLoginType;
  readonly userMarker?: string | undefined;
  readonly routesBuilt: boolean;
  /** Set after the caller acted on `clearSessionCookie` for this navigation. */
  readonly sessionCookieCleared?: boolean;
  readonly pending?: GuardStepResult | undefined;
  readonly navigationError?: GuardNavigationError | undefined;
}

export type RouteDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'clearSessionCookie' }
  | { readonly kind: 'fetchSessionId' }
  | {
      readonly kind: 'sessionIdFailed';
      readonly message: MessageCode;
      readonly clearLoginData: true;
      readonly reloadAfterMs: number;
    }
  | { readonly kind: 'fetchUserInfoThenGoIndex' }
  | { readonly kind: 'fetchUserInfoThenGenerateRoutes' }
  | { readonly kind: 'generateRoutes' }
  | { readonly kind: 'checkActivation' }
  | { readonly kind: 'logoutAndRedirect'; readonly to: string; readonly message?: MessageCode }
  | { readonly kind: 'notFound'; readonly to: string }
  | { readonly kind: 'reloadOnce' }
  | { readonly kind: 'logError' };

const ALLOW: RouteDecision = { kind: 'allow' };
const NOT_FOUND: RouteDecision = { kind: 'notFound', to: NOT_FOUND_PATH };
const LOGOUT: RouteDecision = { kind: 'logoutAndRedirect', to: LOGIN_PATH };
const LOGOUT_UNVERIFIED: RouteDecision = {
  kind: 'logoutAndRedirect',
  to: LOGIN_PATH,
  message: message(SHELL_MESSAGE.VERIFICATION_FAILED),
};

const ACTIVATION_SCREENS: readonly string[] = Object.values(ACTIVATION_PATHS);

/**
 * Where the activation check's urlcode sends a user (200: where it was going). The check answers
 * the company's state, so it sends a sub-account where it sends its main account.
 */
export const ACTIVATION_URLCODE_TARGETS: Readonly<Record<string, string | undefined>> = {
  '400': ACTIVATION_PATHS.activation,
  '201': ACTIVATION_PATHS.enterprise,
  '202': ACTIVATION_PATHS.tip,
  '203': ACTIVATION_PATHS.tip,
  '204': ACTIVATION_PATHS.tip,
};

// "unexpected token" is what a stale HTML page served for a missing chunk produces; the other
// two are the bundlers' own messages for a chunk that failed to load.
const CHUNK_ERROR =
  /unexpected token|loading chunk [\w-]+ failed|failed to fetch dynamically imported module/i;

export const isChunkLoadError = (errorMessage: string): boolean => CHUNK_ERROR.test(errorMessage);

// A redirect to where the user already is would loop: being there is letting through.
const redirectUnlessThere = (path: string, to: string): RouteDecision =>
  path === to ? ALLOW : { kind: 'redirect', to };
const notFoundUnlessThere = (path: string): RouteDecision =>
  path === NOT_FOUND_PATH ? ALLOW : NOT_FOUND;

function decideActivation(path: string, response: GuardActivationResponse): RouteDecision {
  const code = String(response.code);
  if (code === '401') return LOGOUT;
  if (code !== '200') return notFoundUnlessThere(path);
  const urlcode = String(response.urlcode);
  if (urlcode === '200') {
    return ACTIVATION_SCREENS.includes(path) ? { kind: 'redirect', to: DEFAULT_ROUTE } : ALLOW;
  }
  const target = ACTIVATION_URLCODE_TARGETS[urlcode];
  return target === undefined ? notFoundUnlessThere(path) : redirectUnlessThere(path, target);
}

function decideSubAccount(s: GuardSituation): RouteDecision {
  if (s.userMarker === LOGGED_OUT_USER_MARKER) return LOGOUT;
  const userInfo = s.pending?.step === 'userInfo' ? s.pending.ok : undefined;
  if (userInfo === false) return LOGOUT_UNVERIFIED;
  if (s.path === ROOT_PATH || s.path === LOGIN_PATH) {
    return userInfo
      ? { kind: 'redirect', to: DEFAULT_ROUTE }
      : { kind: 'fetchUserInfoThenGoIndex' };
  }
  if (!s.routesBuilt) {
    return userInfo ? { kind: 'generateRoutes' } : { kind: 'fetchUserInfoThenGenerateRoutes' };
  }
  // the activation belongs to the company: its sub-accounts follow the same rules as its main
  // account, so a sub-account of an active company never lands on an activation screen
  return decideCompanyActivation(s);
}

/** Step 5: the activation check of the company the user belongs to, and where it sends. */
function decideCompanyActivation(s: GuardSituation): RouteDecision {
  if (s.pending?.step !== 'activation') return { kind: 'checkActivation' };
  return s.pending.ok ? decideActivation(s.path, s.pending.response) : notFoundUnlessThere(s.path);
}

/**
 * The route guard of platform-shell.md section 4 as one decision table. The activation rules of
 * step 5 apply to the company, so a sub-account (step 4) is checked too once its routes are
 * built: the spec's step 4 lets it through unchecked, which left a sub-account of an active
 * company on blank activation screens (issue 10). The caller performs
 * the returned step and calls again with its outcome in `pending` (a fetched session id in
 * `sessionId`, built routes as `routesBuilt`), until the decision is allow, a redirect, a
 * logout, /404, a reload or an error to log.
 */
export function decideRoute(s: GuardSituation): RouteDecision {
  if (s.navigationError !== undefined) {
    const reload =
      isChunkLoadError(s.navigationError.message) && !s.navigationError.reloadedThisSession;
    return reload ? { kind: 'reloadOnce' } : { kind: 'logError' };
  }
  if (s.path === REGISTER_PATH && s.sessionCookieCleared !== true) {
    return { kind: 'clearSessionCookie' };
  }
  if (s.token === undefined || s.token === '') {
    return s.isPublic ? ALLOW : { kind: 'redirect', to: REGISTER_PATH };
  }
  if (s.sessionId === undefined || s.sessionId === '') {
    const fetched = s.pending?.step === 'sessionId' ? s.pending.ok : undefined;
    if (fetched === false) {
      return {
        kind: 'sessionIdFailed',
        message: message(SHELL_MESSAGE.SESSION_ID_FETCH_FAILED),
        clearLoginData: true,
        reloadAfterMs: RELOAD_DELAY_MS,
      };
    }
    if (fetched !== true) return { kind: 'fetchSessionId' };
  }
  if (s.loginType === 'sub') return decideSubAccount(s);
  return decideCompanyActivation(s);
}

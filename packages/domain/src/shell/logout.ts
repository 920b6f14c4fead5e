import type { SessionKey } from '../ports/session-store';
import type { Language } from './constants';
import { CHUNK_ERROR_FLAG, COOKIE_NAMES } from './constants';

/** One thing logout removes; the caller carries each out through its ports. */
export type LogoutEffect =
  | { readonly kind: 'clearSession'; readonly key: SessionKey }
  | { readonly kind: 'removeStoredCredentials' }
  | { readonly kind: 'removeCookie'; readonly name: string }
  | { readonly kind: 'clearSessionFlag'; readonly name: string };

export interface LogoutPlan {
  /** The server logout call (/api/login/loginout with the token); absent when none is made. */
  readonly serverLogout?: { readonly token: string } | undefined;
  readonly effects: readonly LogoutEffect[];
}

/** What every logout clears locally (platform-shell.md section 4). */
export const LOGOUT_EFFECTS: readonly LogoutEffect[] = [
  { kind: 'clearSession', key: 'token' },
  { kind: 'clearSession', key: 'sessionId' },
  { kind: 'clearSession', key: 'permissions' },
  { kind: 'removeStoredCredentials' },
  { kind: 'removeCookie', name: COOKIE_NAMES.closeScroll },
  { kind: 'removeCookie', name: COOKIE_NAMES.isLogged },
  { kind: 'clearSessionFlag', name: CHUNK_ERROR_FLAG },
];

/**
 * The logout plan: the local clean-up always, plus the server call for a standard logout with
 * a token. A federated logout (the provider ended the session) makes no server call.
 */
export function planLogout(options: {
  readonly federated: boolean;
  readonly token: string | undefined;
}): LogoutPlan {
  const { federated, token } = options;
  return !federated && token !== undefined && token !== ''
    ? { serverLogout: { token }, effects: LOGOUT_EFFECTS }
    : { effects: LOGOUT_EFFECTS };
}

/** The provider's logout pages, one per language; configuration, not code. */
export type ProviderLogoutConfig = Readonly<Record<Language, string>>;

/** After the header's confirmation, the browser goes to the provider's page for the language. */
export const providerLogoutUrl = (config: ProviderLogoutConfig, language: Language): string =>
  config[language];

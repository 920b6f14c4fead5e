import type { ApiHostConfig, FeatureFlags, ProviderLogoutConfig } from '@portal/domain';
import { DEFAULT_FEATURE_FLAGS } from '@portal/domain';

/**
 * Deployment settings of the web app, read from Vite's `import.meta.env` at build time. The
 * defaults make one command work: the API on the same origin (the server serves this app), and
 * the provider's pages as the stand-ins under /provider/ that this app ships in public/.
 */
export interface WebConfig {
  readonly apiHosts: ApiHostConfig;
  /** The provider's login-from-customer-system page, loaded in a hidden frame with ?token=. */
  readonly providerLoginUrl: string;
  /** The provider's deposit (recharge) page, opened by the header's recharge button. */
  readonly providerRechargeUrl: string;
  /** The provider's logout page, one per language. */
  readonly providerLogout: ProviderLogoutConfig;
  readonly features: FeatureFlags;
}

const env = (name: string, fallback: string): string => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
};

export const loadWebConfig = (): WebConfig => ({
  apiHosts: {
    enApiHost: env('VITE_API_HOST_EN', ''),
    zhApiHost: env('VITE_API_HOST_ZH', ''),
  },
  providerLoginUrl: env('VITE_PROVIDER_LOGIN_URL', '/provider/login-from-customer-system.html'),
  providerRechargeUrl: env('VITE_PROVIDER_RECHARGE_URL', '/provider/recharge.html'),
  providerLogout: {
    en: env('VITE_PROVIDER_LOGOUT_URL_EN', '/provider/logout-en.html'),
    zh: env('VITE_PROVIDER_LOGOUT_URL_ZH', '/provider/logout-zh.html'),
  },
  features: DEFAULT_FEATURE_FLAGS,
});

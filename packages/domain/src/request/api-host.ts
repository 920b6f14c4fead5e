import type { Language } from '../shell/constants';

/**
 * The API base address is chosen between an English-language and a Chinese-language host "by
 * language or site" (platform-shell.md section 7). A site listed in `siteLanguages` always uses its
 * host (the Chinese site talks to the Chinese API even when its user reads English); any other
 * site follows the user's language, so toggling the language switches host on the next call.
 */
export interface ApiHostConfig {
  readonly enApiHost: string;
  readonly zhApiHost: string;
  /** Hostname (lower case) → the language whose API host that site always uses. */
  readonly siteLanguages?: Readonly<Record<string, Language>> | undefined;
}

export interface ApiHostContext {
  readonly language: Language;
  readonly hostname?: string | undefined;
}

export function chooseApiBaseUrl(config: ApiHostConfig, context: ApiHostContext): string {
  const hostname = (context.hostname ?? '').toLowerCase();
  const siteLanguages: Readonly<Record<string, Language>> = config.siteLanguages ?? {};
  const siteLanguage = Object.hasOwn(siteLanguages, hostname) ? siteLanguages[hostname] : undefined;
  return (siteLanguage ?? context.language) === 'zh' ? config.zhApiHost : config.enApiHost;
}

/** Two login hosts exist: one for the service brand's site (and its sub-domains), one default. */
export interface LoginHostConfig {
  readonly brandSiteHost: string;
  readonly brandLoginHost: string;
  readonly defaultLoginHost: string;
}

export function chooseLoginHost(config: LoginHostConfig, hostname: string): string {
  const host = hostname.toLowerCase();
  const brand = config.brandSiteHost.toLowerCase();
  return host === brand || host.endsWith(`.${brand}`)
    ? config.brandLoginHost
    : config.defaultLoginHost;
}

import type { CookieStore } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import type { SettingsGateway } from '../../gateways/settings-gateway';
import { setPreferredPageSize } from '../../lists/paged-list';

/**
 * At login, a saved language preference becomes the language cookie, which the page load after
 * login reads (AppStore), so the portal opens in it. Never saved: the toggle's choice stays.
 * A failed read changes nothing: the login itself succeeded.
 */
export async function applyLoginLanguage(
  gateway: SettingsGateway,
  cookies: CookieStore,
): Promise<void> {
  try {
    const prefs = await gateway.preferences();
    if (prefs.saved) cookies.set(COOKIE_NAMES.language, prefs.other.language);
  } catch {
    // keep the current language
  }
}

/** Lists opened from now on start at the merchant's page size (the kit's default otherwise). */
export async function applyPageSizePreference(gateway: SettingsGateway): Promise<void> {
  try {
    setPreferredPageSize((await gateway.preferences()).other.page_size);
  } catch {
    // keep the kit's default
  }
}

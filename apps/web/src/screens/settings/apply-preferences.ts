import type { CookieStore } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import type { SettingsGateway } from '../../gateways/settings-gateway';
import { setPreferredPageSize } from '../../lists/paged-list';

/**
 * At login, the saved preferences take effect: the language becomes the language cookie, which
 * the page load after login reads (AppStore), so the portal opens in it; the page size is what
 * the lists of that page load start with. Never saved: the toggle's choice stays. One read for
 * both. A failed read changes nothing: the login itself succeeded.
 */
export async function applyLoginPreferences(
  gateway: SettingsGateway,
  cookies: CookieStore,
): Promise<void> {
  try {
    const prefs = await gateway.preferences();
    if (!prefs.saved) return;
    cookies.set(COOKIE_NAMES.language, prefs.other.language);
    setPreferredPageSize(prefs.other.page_size);
  } catch {
    // keep the current language and page size
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

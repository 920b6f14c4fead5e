import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import type { CookieStore } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import type { ApiClient } from '../../api/api-client';
import { setPreferredPageSize } from '../../lists/paged-list';

/**
 * At login, the saved preferences take effect: the language becomes the language cookie, which
 * the page load after login reads (AppStore), so the portal opens in it; the page size is what
 * the lists of that page load start with. Never saved: the toggle's choice stays. One read for
 * both. A failed read changes nothing: the login itself succeeded.
 */
export async function applyLoginPreferences(api: ApiClient, cookies: CookieStore): Promise<void> {
  try {
    const prefs = await api.call(SETTINGS.preferences);
    if (!prefs.saved) return;
    cookies.set(COOKIE_NAMES.language, prefs.other.language);
    setPreferredPageSize(prefs.other.page_size);
  } catch {
    // keep the current language and page size
  }
}

/** Lists opened from now on start at the merchant's page size (the kit's default otherwise). */
export async function applyPageSizePreference(api: ApiClient): Promise<void> {
  try {
    setPreferredPageSize((await api.call(SETTINGS.preferences)).other.page_size);
  } catch {
    // keep the kit's default
  }
}

import { textArea } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const settingsArea = textArea(() =>
  import('@portal/i18n/settings-texts').then((texts) => ({
    en: texts.enSettings,
    zh: texts.zhSettings,
  })),
);

/** Loads the settings screens' texts once (their own chunk) into every i18n instance. */
export const loadSettingsTexts = settingsArea.load;

/** A settings chunk (a screen, the order form's address book pick) once its texts are there too. */
export const settingsChunk = settingsArea.chunk;

/** The user centre, notices and preferences screens by route name. */
export const SETTINGS_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'setting.user.account': settingsChunk(() => import('./AccountScreen')),
  'setting.user.changePassword': settingsChunk(() => import('./ChangePasswordScreen')),
  'setting.user.addressManage': settingsChunk(() => import('./AddressScreen')),
  'setting.user.billRise': settingsChunk(() => import('./InvoiceTitleScreen')),
  'setting.notification.notice': settingsChunk(() => import('./NoticeListScreen')),
  'setting.preference.notice': settingsChunk(() => import('./NoticePreferenceScreen')),
  'setting.preference.other': settingsChunk(() => import('./OtherPreferenceScreen')),
};

import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from '../../i18n/i18n';
import type { LazyScreen } from '../../routing/lazy-screen';

let settingsTexts: Promise<void> | undefined;

/** Loads the settings screens' texts once (their own chunk) into every i18n instance. */
export function loadSettingsTexts(): Promise<void> {
  settingsTexts ??= import('@portal/i18n/settings-texts').then((texts) =>
    addAreaTexts({ en: texts.enSettings, zh: texts.zhSettings }),
  );
  return settingsTexts;
}

/** A settings chunk (a screen, the order form's address book pick) once its texts are there too. */
export const settingsChunk = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadSettingsTexts()]).then(([screen]) => screen));

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

import { SETTINGS_CODES } from './codes';

/** Every code the settings rules return, so packages/i18n proves each has an en and a zh text. */
export const SETTINGS_MESSAGE_CODES: readonly string[] = Object.values(SETTINGS_CODES);

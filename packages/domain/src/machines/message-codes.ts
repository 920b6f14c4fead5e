import { MACHINE_CODES } from './codes';

/**
 * Every message code this area can return, so packages/i18n can prove each has an en and a zh
 * text. Add a code here when a rule starts returning it.
 */
export const MACHINE_MESSAGE_CODES: readonly string[] = Object.values(MACHINE_CODES);

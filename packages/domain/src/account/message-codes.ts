import { ACCOUNT_CODES } from './codes';
import { ROLE_MESSAGE_CODES } from './permissions';

/**
 * Every message code this area can return, so packages/i18n can prove each has an en and a zh
 * text. Add a code here when a rule starts returning it.
 */
export const ACCOUNT_MESSAGE_CODES: readonly string[] = [
  ...Object.values(ACCOUNT_CODES),
  ...ROLE_MESSAGE_CODES,
];

import { ACCOUNT_MESSAGE_CODES } from './account/message-codes';
import { FEE_MESSAGE_CODES } from './fees/message-codes';
import { MACHINE_MESSAGE_CODES } from './machines/message-codes';
import { REQUEST_MESSAGE_CODES } from './request/message-codes';
import { SHELL_MESSAGE_CODES } from './shell/message-codes';
import { TEMPLATE_MESSAGE_CODES } from './templates/message-codes';
import { SETTINGS_MESSAGE_CODES } from './settings/message-codes';
import { STOCK_MESSAGE_CODES } from './stock/codes';
import { VALIDATION_MESSAGE_CODES } from './validation/message-codes';
import { DEVELOPER_MESSAGE_CODES } from './developer/codes';

/** Every message code the domain can return; packages/i18n proves each is in both catalogs. */
export const ALL_MESSAGE_CODES: readonly string[] = [
  ...SHELL_MESSAGE_CODES,
  ...REQUEST_MESSAGE_CODES,
  ...MACHINE_MESSAGE_CODES,
  ...FEE_MESSAGE_CODES,
  ...VALIDATION_MESSAGE_CODES,
  ...ACCOUNT_MESSAGE_CODES,
  ...TEMPLATE_MESSAGE_CODES,
  ...STOCK_MESSAGE_CODES,
  ...SETTINGS_MESSAGE_CODES,
  ...DEVELOPER_MESSAGE_CODES,
];

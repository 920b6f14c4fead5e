import { SHELL_ROUTE_TITLE_KEYS } from './route-table';

/** Codes of the texts the shell rules return or show; the UI translates them at the edge. */
export const SHELL_MESSAGE = {
  SESSION_ID_FETCH_FAILED: 'SHELL.SESSION_ID_FETCH_FAILED',
  VERIFICATION_FAILED: 'SHELL.VERIFICATION_FAILED',
  FULLSCREEN_UNSUPPORTED: 'SHELL.FULLSCREEN_UNSUPPORTED',
  LANGUAGE_SWITCHED: 'SHELL.LANGUAGE_SWITCHED',
  ERROR_LOG_TITLE: 'SHELL.ERROR_LOG_TITLE',
  NO_PERMISSION: 'SHELL.NO_PERMISSION',
  NOT_FOUND: 'SHELL.NOT_FOUND',
  PERMISSION_VALUE_REQUIRED: 'SHELL.PERMISSION_VALUE_REQUIRED',
  PERMISSION_LIST_EMPTY: 'SHELL.PERMISSION_LIST_EMPTY',
  ROUTE_PARAM_MISSING: 'SHELL.ROUTE_PARAM_MISSING',
  STORAGE_SERVICE: 'SHELL.STORAGE_SERVICE',
  SETTINGS_TITLE: 'SHELL.SETTINGS_TITLE',
  NEWS_NO_MORE: 'SHELL.NEWS_NO_MORE',
} as const;
export type ShellMessageCode = (typeof SHELL_MESSAGE)[keyof typeof SHELL_MESSAGE];

/**
 * Every message code this area can return, so packages/i18n can prove each has an en and a zh
 * text. Add a code here when a rule starts returning it. Route title keys are included: the
 * sidebar, breadcrumb and tabs show them.
 */
export const SHELL_MESSAGE_CODES: readonly string[] = [
  ...Object.values(SHELL_MESSAGE),
  ...SHELL_ROUTE_TITLE_KEYS,
];

import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import { NOT_FOUND_REDIRECT_DELAY_MS, ROOT_PATH } from './constants';
import { SHELL_MESSAGE } from './message-codes';

/** The full-screen toggle: toggles when the browser can, otherwise warns that it cannot. */
export const decideFullScreenToggle = (
  supported: boolean,
): { readonly kind: 'toggle' } | { readonly kind: 'warn'; readonly message: MessageCode } =>
  supported
    ? { kind: 'toggle' }
    : { kind: 'warn', message: message(SHELL_MESSAGE.FULLSCREEN_UNSUPPORTED) };

/** One unhandled screen error, as the Error Log dialog lists it. */
export interface ErrorLogEntry {
  readonly message: string;
  readonly info: string;
  readonly stack: string;
}

export const ERROR_LOG_TITLE = message(SHELL_MESSAGE.ERROR_LOG_TITLE);

export const addErrorLogEntry = (
  log: readonly ErrorLogEntry[],
  entry: ErrorLogEntry,
): readonly ErrorLogEntry[] => [...log, entry];

/** The header badge shows the number of logged errors, and is hidden while there are none. */
export const errorLogBadge = (
  log: readonly ErrorLogEntry[],
): { readonly visible: boolean; readonly count: number } => ({
  visible: log.length > 0,
  count: log.length,
});

/** The unknown-page screen: its text, and home after 3 seconds. */
export const NOT_FOUND_PAGE = {
  message: message(SHELL_MESSAGE.NOT_FOUND),
  redirectTo: ROOT_PATH,
  redirectAfterMs: NOT_FOUND_REDIRECT_DELAY_MS,
} as const;

/** The no-permission screen tells the user they cannot access the page. */
export const NO_PERMISSION_PAGE = { message: message(SHELL_MESSAGE.NO_PERMISSION) } as const;

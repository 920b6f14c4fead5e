/**
 * Every message code the request layer can return, so packages/i18n can prove each has an en and
 * a zh text. The server's own `msg` arrives already translated; these are the client's fallbacks
 * for failures that carry no text of their own.
 */
export const REQUEST_CODES = {
  /** A network or HTTP error whose message is empty. */
  networkError: 'REQUEST.NETWORK_ERROR',
  /** A non-success body with no msg text at all (or a body that is no envelope). */
  failed: 'REQUEST.FAILED',
} as const;

export const REQUEST_MESSAGE_CODES: readonly string[] = Object.values(REQUEST_CODES);

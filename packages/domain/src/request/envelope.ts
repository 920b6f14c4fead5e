/**
 * The envelope every merchant API response is wrapped in (platform-shell.md sections 3 and 7).
 * The server produces exactly this shape; the readers below take `unknown` because a client must
 * cope with whatever arrived (a proxy's HTML page, a missing field, a numeric code).
 */
export interface ResponseEnvelope<T = unknown> {
  /** '200' on success; other codes are the server's own. */
  readonly code: string;
  readonly ask: boolean;
  /** Text in the request's language, or a list of texts. */
  readonly msg: string | readonly string[];
  /** Non-empty only when the caller wants `data` directly (see hasEnvelopeAlert). */
  readonly alert: string;
  readonly data: T;
}

const fieldOf = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * Success is `ask` truthy (JavaScript truthiness, as the spec says: `1` and `'0'` count) or `code`
 * exactly the string '200' (the number 200 does not).
 */
export function isSuccessEnvelope(body: unknown): boolean {
  return Boolean(fieldOf(body, 'ask')) || fieldOf(body, 'code') === '200';
}

/**
 * A non-empty alert makes the call resolve with `data` directly, before any success rule or
 * toast. Empty means absent, null, false, 0, NaN, a blank string, an empty list or an empty object.
 */
export function hasEnvelopeAlert(body: unknown): boolean {
  const alert = fieldOf(body, 'alert');
  if (typeof alert === 'string') return alert.trim() !== '';
  // A list is an object too: empty when it has no entries.
  if (typeof alert === 'object' && alert !== null) return Object.keys(alert).length > 0;
  return Boolean(alert);
}

/** The `data` field of a body, for the alert short-circuit. */
export function envelopeData(body: unknown): unknown {
  return fieldOf(body, 'data');
}

/** The texts of `msg` as a list: a single text, or every entry of a list; blank ones dropped. */
export function envelopeMessages(body: unknown): string[] {
  const msg = fieldOf(body, 'msg');
  const entries: readonly unknown[] = Array.isArray(msg) ? msg : [msg];
  return entries.filter(
    (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
  );
}

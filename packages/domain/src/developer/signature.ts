import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { DEVELOPER_CODES } from './codes';

/**
 * The signed request of the open API (ADR 0050). The caller signs, with its certificate's key,
 * HMAC-SHA256 over this canonical string; the server rebuilds it from what arrived. The hashing
 * itself is the adapters' (node:crypto, WebCrypto): the rule here is what is signed and when.
 */
export interface SignedParts {
  readonly method: string;
  /** The path with its query string exactly as sent (`/open-api/v1/orders?page=2`). */
  readonly pathWithQuery: string;
  /** Unix seconds as decimal text. */
  readonly timestamp: string;
  readonly nonce: string;
  /** Lower-case hex SHA-256 of the raw body bytes (of the empty string for a GET). */
  readonly bodySha256: string;
}

/** The signature scheme's name, sent first so a later scheme can live beside this one. */
export const SIGNATURE_SCHEME = 'PORTAL-HMAC-SHA256';

/** How far a request's timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;

/** A nonce: 16 to 64 characters of letters, digits, `-` and `_` (a UUID or random base64url). */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** SHA-256 of nothing, what a body-less request hashes to. */
export const EMPTY_BODY_SHA256 =
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The lines that are signed, joined by `\n`: scheme, METHOD, path?query, timestamp, nonce, body hash. */
export const canonicalRequest = (parts: SignedParts): string =>
  [
    SIGNATURE_SCHEME,
    parts.method.toUpperCase(),
    parts.pathWithQuery,
    parts.timestamp,
    parts.nonce,
    parts.bodySha256.toLowerCase(),
  ].join('\n');

/**
 * Whether the timestamp and nonce may be accepted before the signature is even computed: both
 * present and well formed, the time within the window of `nowMs`. Returns the timestamp in ms.
 */
export function checkFreshness(
  timestamp: string,
  nonce: string,
  nowMs: number,
  windowSeconds: number = SIGNATURE_WINDOW_SECONDS,
): Result<number, MessageCode> {
  if (timestamp === '' || nonce === '')
    return err(message(DEVELOPER_CODES.signatureHeadersMissing));
  if (!NONCE_PATTERN.test(nonce)) return err(message(DEVELOPER_CODES.signatureNonceInvalid));
  if (!/^\d{1,12}$/.test(timestamp)) return err(message(DEVELOPER_CODES.signatureStale));
  const atMs = Number(timestamp) * 1000;
  if (Math.abs(atMs - nowMs) > windowSeconds * 1000)
    return err(message(DEVELOPER_CODES.signatureStale, { seconds: windowSeconds }));
  return ok(atMs);
}

/**
 * Two-factor sign-in rules that do not depend on the TOTP library: what a typed code looks like,
 * the recovery codes' form. The TOTP arithmetic is the server's adapter (`otpauth`).
 */

/** Digits of a TOTP code and the period, the authenticator apps' defaults. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one period either side of now are accepted (clock drift of the phone). */
export const TOTP_WINDOW = 1;

/** Recovery codes issued at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** The alphabet of recovery codes: no 0/O, 1/I/L, so they survive being read aloud or written down. */
export const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How long the login's second step waits for the code. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;

/** A typed code as one of the two kinds, normalised; `none` when it is neither. */
export type TypedCode =
  | { readonly kind: 'totp'; readonly code: string }
  | { readonly kind: 'recovery'; readonly code: string }
  | { readonly kind: 'none' };

/**
 * Reads what a person typed: spaces and dashes ignored, case ignored. Six digits are a TOTP code;
 * ten characters of the recovery alphabet are a recovery code (shown as `XXXXX-XXXXX`).
 */
export function readTypedCode(text: string): TypedCode {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: 'recovery', code: compact };
  return { kind: 'none' };
}

/** A recovery code from ten random indexes into the alphabet (the randomness is passed in). */
export function recoveryCodeFrom(indexes: readonly number[]): string {
  const chars = indexes.slice(0, 10).map((i) => RECOVERY_ALPHABET[Math.abs(i) % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

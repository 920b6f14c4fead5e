import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@portal/domain';

/**
 * The TOTP arithmetic (RFC 6238) through `otpauth`, a maintained library without native parts,
 * rather than HMAC by hand (ADR 0052): a secret, its otpauth URI for the QR code, and the check.
 */
export const ISSUER = 'Merchant Portal';

/** A new 160-bit secret, base32 as authenticator apps take it by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** otpauth://totp/... for the QR code. */
export const otpauthUri = (secret: string, label: string): string => totpOf(secret, label).toString();

/**
 * The time step a code belongs to when it is right at `now` (one step either side accepted), or
 * undefined. The caller refuses a step not after the last accepted one, so a code works once.
 */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** The code of a secret at a time: for tests and the integrator's example only. */
export const codeAt = (secret: string, at: Date): string =>
  totpOf(secret, '').generate({ timestamp: at.getTime() });

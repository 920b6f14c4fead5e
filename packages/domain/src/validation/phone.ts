import type { CountryCode } from 'libphonenumber-js/min';
import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/min';
import type { FieldCheck } from './issues';
import { validateRequiredField, validationMessage } from './issues';
import { rulesCountry } from './postcode';

/** What a phone-number library says about a number for a country. */
export type PhoneVerdict = 'valid' | 'invalid' | 'unknown-country';

/**
 * The phone-number port (ADR 0031): a national number, or one with the country calling code in
 * front (digits only), checked for a country. The domain's own adapter reads libphonenumber's
 * "min" metadata (lengths only, small enough for the browser); the server passes the "max" one
 * (every digit pattern) from the `@portal/domain/phone-max` entry point.
 */
export type PhoneCheck = (digits: string, country: string) => PhoneVerdict;

/** The three functions of libphonenumber-js an adapter needs; /min and /max both have them. */
export interface PhoneNumberLibrary {
  readonly isSupportedCountry: (country: string) => boolean;
  readonly isValidPhoneNumber: (text: string, country: CountryCode) => boolean;
}

/** A PhoneCheck over one of libphonenumber-js's metadata sets. */
export const phoneCheckFrom =
  (library: PhoneNumberLibrary): PhoneCheck =>
  (digits, country) => {
    if (!library.isSupportedCountry(country)) return 'unknown-country';
    // The library strips a leading calling code itself, and refuses a number of another country
    // that shares the code (a Russian +7 number for Kazakhstan).
    return library.isValidPhoneNumber(digits, country as CountryCode) ? 'valid' : 'invalid';
  };

/** libphonenumber's "min" metadata: the length of a number for its country. */
export const MIN_PHONE_CHECK: PhoneCheck = phoneCheckFrom({
  isSupportedCountry,
  isValidPhoneNumber,
});

/**
 * The number as typed, without what people put between digits (spaces, dashes, dots, slashes,
 * brackets); an international prefix `00` becomes `+`. Anything else stays, so the digits check
 * still sees it. Idempotent.
 */
export function normalizeRecipientPhone(phone: string | null | undefined): string {
  const compact = (phone ?? '').replace(/[\s\-./()[\]\u00a0]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Phone: required; after normalizeRecipientPhone, digits with an optional leading +
 * (ORDER.PHONE_DIGITS); then the country's numbering through the PhoneCheck port
 * (ORDER.PHONE_FORMAT). An international number must carry the country's own calling code; IC
 * and XB numbers are Spanish. A country the library does not know only gets the digits check.
 */
export function validateRecipientPhone(
  phone: string | null | undefined,
  country: string,
  check: PhoneCheck = MIN_PHONE_CHECK,
): FieldCheck {
  const value = normalizeRecipientPhone(phone);
  const required = validateRequiredField(value);
  if (required !== undefined) return required;
  if (!/^\+?\d+$/.test(value)) return validationMessage('ORDER.PHONE_DIGITS');
  const numbering = rulesCountry(country.trim().toUpperCase());
  const refused = validationMessage('ORDER.PHONE_FORMAT', { country });
  let digits = value;
  if (value.startsWith('+')) {
    if (!isSupportedCountry(numbering)) return undefined;
    const callingCode = getCountryCallingCode(numbering);
    if (!value.startsWith(`+${callingCode}`)) return refused;
    // The national number after the calling code: no guess whether the digits carry it.
    digits = value.slice(1 + callingCode.length);
    if (digits === '') return refused;
  }
  return check(digits, numbering) === 'invalid' ? refused : undefined;
}

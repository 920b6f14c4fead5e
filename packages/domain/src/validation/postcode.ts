import type { AddressFormat } from './address-formats';
import { ADDRESS_FORMATS } from './address-formats';
import type { FieldCheck } from './issues';
import { validateRequiredField, validationMessage } from './issues';

/**
 * The carriers' own codes for Spain's islands, which Google's data does not list: their
 * addresses are Spanish, limited to the islands' postcode ranges (Las Palmas 35, Santa Cruz de
 * Tenerife 38; the Balearic Islands 07).
 */
export const SPANISH_ISLAND_CODES: Readonly<Record<string, readonly string[]>> = {
  IC: ['35', '38'],
  XB: ['07'],
};

/** The country whose rules (postcode format, phone numbering) apply to an address in `country`. */
export const rulesCountry = (country: string): string =>
  SPANISH_ISLAND_CODES[country] === undefined ? country : 'ES';

/**
 * Countries whose regions' postcode beginnings (Google's sub_zips) cover every postcode, so a
 * postcode outside them was never assigned: India's PINs begin 1-8 (9 is the army post office,
 * 0 unused); Spain's begin with one of its 52 provinces' numbers (01-52). Not every country's
 * regions are exhaustive (Google's own Russian example 247112 lies outside its regions'
 * prefixes), so the rule is opted into per country, with its tests.
 */
const REGION_PREFIXES_EXHAUSTIVE: ReadonlySet<string> = new Set(['IN', 'ES']);

/**
 * Postcodes the format admits but the post office never assigned, where Google's regions do not
 * already say so: Dutch postcodes run from 1000, and SA, SD and SS are never used as letters.
 * (India's 0 and 9 first digits fall out of Google's regional prefixes: REGION_PREFIXES_EXHAUSTIVE.)
 */
const UNASSIGNED: Readonly<Record<string, RegExp>> = {
  NL: /^(?:0|\d{4} ?S[ADS]$)/,
  // Deutsche Post's postcodes run from 01001 to 99998: the 00 region was never assigned.
  DE: /^(?:00|99999$)/,
  // La Poste's begin with a department (01-95, Corsica 20), 97 and 98 overseas: never 00, 96, 99.
  FR: /^(?:00|96|99)/,
  // India Post's first two digits never 10, 29, 35, 54, 55, 65, 66 or 86-89 (Google's regions
  // are wider: Karnataka 5[4-9], Tamil Nadu 6[0-6]).
  IN: /^(?:10|29|35|54|55|65|66|8[6-9])/,
};

/**
 * Forms the post office uses that Google's pattern (frozen before them) does not admit: Taiwan's
 * 3+3 postcodes (Chunghwa Post, since 2020) beside the 3 and 3+2 ones.
 */
const LATER_FORMS: Readonly<Record<string, string>> = {
  TW: '\\d{3}(?:\\d{2,3})?',
};

/** Letters, digits, spaces and hyphens: what any postcode in the world is made of. */
const POSTCODE_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const POSTCODE_MAX_LENGTH = 12;

/** A country's address format; the islands' codes read Spain's. Unknown codes have none. */
export const addressFormatOf = (country: string): AddressFormat | undefined =>
  ADDRESS_FORMATS[rulesCountry(country.trim().toUpperCase())];

/** Whether the country's addresses carry a postcode at all (unknown countries: yes). */
export const countryUsesPostcode = (country: string): boolean => {
  const format = addressFormatOf(country);
  return format === undefined || format.postcode !== undefined;
};

/**
 * The postcode as it is written on a label: trimmed, upper case, single spaces; a Japanese
 * postcode typed as seven digits gets its hyphen (7300846 -> 730-0846); a Canadian one written
 * with a hyphen or without its space gets the space Canada Post prints (G1A-0A2, G1A0A2 ->
 * G1A 0A2). Idempotent.
 */
export function normalizeRecipientPostcode(postcode: string | null | undefined, country: string) {
  const value = (postcode ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  const code = rulesCountry(country.trim().toUpperCase());
  if (code === 'JP' && /^\d{7}$/.test(value)) return `${value.slice(0, 3)}-${value.slice(3)}`;
  const canadian = /^([A-Z]\d[A-Z]) ?-? ?(\d[A-Z]\d)$/.exec(value);
  if (code === 'CA' && canadian !== null) return `${canadian[1]} ${canadian[2]}`;
  return value;
}

const cache = new Map<string, RegExp>();
const whole = (pattern: string, prefix = false) => {
  const key = `${prefix ? '^' : '='}${pattern}`;
  let regex = cache.get(key);
  if (regex === undefined) {
    regex = new RegExp(prefix ? `^(?:${pattern})` : `^(?:${pattern})$`);
    cache.set(key, regex);
  }
  return regex;
};

/**
 * Postcode, read through Google's address metadata (address-formats.ts):
 * - a country without postcodes (AE, HK, MO, QA...) takes none; one given must still look like
 *   a postcode (letters, digits, spaces, hyphens, at most 12), since it is printed as typed;
 * - otherwise required, normalised (normalizeRecipientPostcode), and it must match the country's
 *   pattern ('No service for zip code'), then not be one of the never-assigned ranges
 *   (RECIPIENT.POSTCODE_UNASSIGNED: outside the regions' prefixes where those are exhaustive,
 *   or in UNASSIGNED);
 * - IC and XB are Spain within the islands' ranges (RECIPIENT.POSTCODE_OUTSIDE_REGION);
 * - a code Google does not know gets the character check, required.
 */
export function validateRecipientPostcode(
  postcode: string | null | undefined,
  country: string,
): FieldCheck {
  const code = country.trim().toUpperCase();
  const value = normalizeRecipientPostcode(postcode, code);
  const format = addressFormatOf(code);
  if (format?.postcode === undefined) {
    if (format !== undefined && value === '') return undefined;
    return (
      validateRequiredField(value) ??
      (POSTCODE_CHARACTERS.test(value) && value.length <= POSTCODE_MAX_LENGTH
        ? undefined
        : validationMessage('ORDER.POSTCODE_CHARACTERS'))
    );
  }
  const required = validateRequiredField(value);
  if (required !== undefined) return required;
  const base = rulesCountry(code);
  if (!whole(LATER_FORMS[base] ?? format.postcode).test(value))
    return validationMessage('ORDER.POSTCODE_NO_SERVICE');
  if (
    (format.postcodePrefixes !== undefined &&
      REGION_PREFIXES_EXHAUSTIVE.has(base) &&
      !whole(format.postcodePrefixes, true).test(value)) ||
    UNASSIGNED[base]?.test(value) === true
  )
    return validationMessage('RECIPIENT.POSTCODE_UNASSIGNED', { postcode: value, country: base });
  const islands = SPANISH_ISLAND_CODES[code];
  if (islands !== undefined && !islands.some((prefix) => value.startsWith(prefix)))
    return validationMessage('RECIPIENT.POSTCODE_OUTSIDE_REGION', {
      country: code,
      prefixes: islands.join(', '),
    });
  return undefined;
}

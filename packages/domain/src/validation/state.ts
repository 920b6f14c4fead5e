import type { AddressRegionRow } from './address-regions';
import { ADDRESS_REGIONS } from './address-regions';
import type { FieldCheck } from './issues';
import { validationMessage } from './issues';
import { addressFormatOf, rulesCountry } from './postcode';

/** A region of a country as Google's address metadata lists it (address-regions.ts). */
export interface AddressRegion {
  /** The key Google prints on labels: `MD`, `ON`, `東京都`. */
  readonly key: string;
  /** The region's name in Latin letters when Google gives one, else its key. */
  readonly name: string;
  /** The beginnings of the region's postcodes (a pattern), when Google gives them. */
  readonly postcode?: string;
}

/**
 * What people write for one region compared loosely: case, accents, spaces, dots, dashes and
 * apostrophes do not count (`Québec` = `quebec`, `N.Y.` = `ny`), nor an ISO 3166-2 country prefix
 * (`US-MD`).
 */
export const regionSpelling = (text: string, country = ''): string => {
  // The ISO 3166-2 form names the country first, with a hyphen (`US-MD`); `Sool` stays Sool.
  const local = /^[A-Z]{2}$/i.test(country)
    ? text.replace(new RegExp(`^\\s*${country}-(?=\\S)`, 'i'), '')
    : text;
  return local
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.'’\-_,()]/g, '');
};

const regionOf = (row: AddressRegionRow): AddressRegion => {
  const [key, postcode, ...names] = row;
  // The first Latin name longer than a code (`Maryland`, not `MD`; `Tokyo`, not `13`).
  const latin = names.find(
    (name) => name.length > 3 && /^[\p{Script=Latin}\s\d().'’-]+$/u.test(name),
  );
  return { key, name: latin ?? key, ...(postcode === '' ? {} : { postcode }) };
};

// Upload files repeat a country thousands of times: index each country's spellings once.
const indexes = new Map<string, Map<string, AddressRegion>>();
function regionIndex(country: string): Map<string, AddressRegion> | undefined {
  const rows = ADDRESS_REGIONS[country];
  if (rows === undefined) return undefined;
  let index = indexes.get(country);
  if (index === undefined) {
    index = new Map();
    for (const row of rows) {
      const region = regionOf(row);
      const [key, , ...names] = row;
      for (const name of [key, ...names]) {
        const spelling = regionSpelling(name);
        // A spelling two regions share (none in Google's data today) names neither.
        if (!index.has(spelling)) index.set(spelling, region);
      }
    }
    indexes.set(country, index);
  }
  return index;
}

/**
 * The region a state or province names, for a country whose address format requires the state
 * (address-regions.ts); undefined when the text names none of its regions or the country keeps
 * no list. IC and XB read Spain's provinces.
 */
export function findAddressRegion(
  state: string | null | undefined,
  country: string,
): AddressRegion | undefined {
  const code = rulesCountry(country.trim().toUpperCase());
  const spelling = regionSpelling(state ?? '', code);
  return spelling === '' ? undefined : regionIndex(code)?.get(spelling);
}

const postcodeBeginnings = new Map<string, RegExp>();
const beginsWith = (pattern: string) => {
  let regex = postcodeBeginnings.get(pattern);
  if (regex === undefined) {
    regex = new RegExp(`^(?:${pattern})`);
    postcodeBeginnings.set(pattern, regex);
  }
  return regex;
};

/** The region whose postcodes begin as `postcode` does, when Google's data says (first match). */
export function regionOfPostcode(postcode: string, country: string): AddressRegion | undefined {
  const code = rulesCountry(country.trim().toUpperCase());
  const row = ADDRESS_REGIONS[code]?.find(
    ([, pattern]) => pattern !== '' && beginsWith(pattern).test(postcode),
  );
  return row === undefined ? undefined : regionOf(row);
}

/** Whether the country's address format requires the state (Google's `require` holds S). */
export const countryRequiresState = (country: string): boolean =>
  addressFormatOf(country)?.required.includes('S') === true;

/**
 * State or province, where Google's address metadata says the format requires one (US, CA, AU,
 * JP, IT, ES, IN, TW, AE, HK...; ADR 0066):
 * - missing: RECIPIENT.STATE_REQUIRED, naming the country;
 * - not one of the country's regions (by key, name, Latin name, ISO code or another language's
 *   name): RECIPIENT.STATE_UNKNOWN;
 * - a region whose postcodes begin otherwise than `postcode` (already normalised and accepted by
 *   validateRecipientPostcode; pass undefined when it was refused): RECIPIENT.STATE_POSTCODE_MISMATCH,
 *   naming both fields and, when Google's data knows it, the region the postcode belongs to.
 * Countries that do not require the state take any text (it is printed as typed).
 */
export function validateRecipientState(
  state: string | null | undefined,
  country: string,
  postcode: string | undefined,
): FieldCheck {
  const code = country.trim().toUpperCase();
  if (!countryRequiresState(code)) return undefined;
  const value = (state ?? '').trim();
  if (value === '') return validationMessage('RECIPIENT.STATE_REQUIRED', { country: code });
  if (ADDRESS_REGIONS[rulesCountry(code)] === undefined) return undefined;
  const region = findAddressRegion(value, code);
  if (region === undefined)
    return validationMessage('RECIPIENT.STATE_UNKNOWN', { state: value, country: code });
  if (postcode === undefined || postcode === '' || region.postcode === undefined) return undefined;
  const compact = postcode.toUpperCase();
  if (beginsWith(region.postcode).test(compact)) return undefined;
  const actual = regionOfPostcode(compact, code);
  return actual === undefined
    ? validationMessage('RECIPIENT.STATE_POSTCODE_MISMATCH', { state: value, postcode })
    : validationMessage('RECIPIENT.STATE_POSTCODE_OTHER_REGION', {
        state: value,
        postcode,
        region: actual.key === actual.name ? actual.key : `${actual.name} (${actual.key})`,
      });
}

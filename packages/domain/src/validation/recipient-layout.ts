import { addressFormatOf, countryUsesPostcode } from './postcode';

/** The recipient's address fields of the order form, by wire name. */
export type RecipientAddressField =
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'address_line1'
  | 'address_line2'
  | 'house_number'
  | 'city'
  | 'state'
  | 'postcode';

// Google's format letters -> the form's fields (D, a dependent locality, and X, a sorting code,
// have no field of their own: they are written in the address lines).
const FIELDS_OF_LETTER: Readonly<Record<string, readonly RecipientAddressField[]>> = {
  N: ['first_name', 'last_name'],
  O: ['company'],
  A: ['address_line1', 'address_line2', 'house_number'],
  C: ['city'],
  S: ['state'],
  Z: ['postcode'],
};

/** The order the form uses before a country is chosen and for codes Google does not know. */
const DEFAULT_ORDER = 'NOACSZ';

/**
 * The recipient's address fields in the order the country writes an address (Google's format
 * string: JP postcode, state, city, lines; GB lines, city, postcode). Fields the format does not
 * name follow, except the postcode of a country without postcodes, which is left out.
 */
export function recipientAddressLayout(country: string): readonly RecipientAddressField[] {
  const format = addressFormatOf(country);
  const letters = (format?.fields ?? DEFAULT_ORDER) + DEFAULT_ORDER;
  const ordered: RecipientAddressField[] = [];
  for (const letter of letters)
    for (const field of FIELDS_OF_LETTER[letter] ?? [])
      if (!ordered.includes(field)) ordered.push(field);
  return countryUsesPostcode(country) ? ordered : ordered.filter((field) => field !== 'postcode');
}

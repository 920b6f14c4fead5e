import type { AccountFieldError } from '../account/fields';
import { compact, fieldError } from '../account/fields';
import { validateAddress } from '../account/address';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { FieldCheck } from '../validation/issues';
import { validateRecipientPhone } from '../validation/phone';
import { validateRecipientPostcode } from '../validation/postcode';
import { SETTINGS_CODES } from './codes';

/** The address book's kinds (warehouse-shipping.md section 3). */
export const ADDRESS_TYPES = ['sender', 'recipient', 'pickup'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const isAddressType = (value: string): value is AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(value);

/** One address book entry, keyed by the wire field names. */
export interface AddressBookForm {
  readonly type: string;
  /** The contact's name: 1-20 characters. */
  readonly name: string;
  /** The street address: 5-150 characters. */
  readonly address: string;
  readonly country: string;
  readonly city: string;
  readonly postcode: string;
  readonly phone: string;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

const at = (field: string, check: FieldCheck): AccountFieldError | undefined =>
  check === undefined ? undefined : { field, ...check };

/**
 * An address book entry: the account rule's name 1-20 and address 5-150, a two-letter country,
 * and the order recipient's postcode and phone rules for that country, so an entry picked into
 * the order form passes the order's own checks. Every kind gets the country rules: a sender or a
 * pickup address is printed on a label and called by a carrier as well.
 */
export function validateAddressBookEntry(
  form: AddressBookForm,
): Result<AddressBookForm, readonly AccountFieldError[]> {
  const named = validateAddress({ name: form.name, address: form.address });
  const country = form.country.trim().toUpperCase();
  const countryOk = COUNTRY_CODE.test(country);
  const errors = compact([
    isAddressType(form.type) ? undefined : fieldError('type', SETTINGS_CODES.addressTypeInvalid),
    ...(named.ok ? [] : named.error),
    countryOk ? undefined : fieldError('country', SETTINGS_CODES.countryInvalid),
    countryOk ? at('postcode', validateRecipientPostcode(form.postcode, country)) : undefined,
    countryOk ? at('phone', validateRecipientPhone(form.phone, country)) : undefined,
  ]);
  return errors.length > 0 ? err(errors) : ok({ ...form, country });
}

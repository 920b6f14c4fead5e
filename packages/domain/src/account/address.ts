import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { charLength, compact, fieldError } from './fields';

export const ADDRESS_NAME_LENGTH = { min: 1, max: 20 } as const;
export const ADDRESS_LENGTH = { min: 5, max: 150 } as const;

export interface AddressForm {
  readonly name: string;
  readonly address: string;
}

const within = (text: string, range: { min: number; max: number }) => {
  const length = charLength(text.trim());
  return length >= range.min && length <= range.max;
};

/** Address book entry: name 1-20 characters, address 5-150 characters. */
export function validateAddress(
  form: AddressForm,
): Result<AddressForm, readonly AccountFieldError[]> {
  const errors = compact([
    within(form.name, ADDRESS_NAME_LENGTH)
      ? undefined
      : fieldError('name', ACCOUNT_CODES.addressNameLength, ADDRESS_NAME_LENGTH),
    within(form.address, ADDRESS_LENGTH)
      ? undefined
      : fieldError('address', ACCOUNT_CODES.addressLength, ADDRESS_LENGTH),
  ]);
  return errors.length > 0 ? err(errors) : ok(form);
}

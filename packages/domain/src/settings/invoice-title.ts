import { ADDRESS_LENGTH } from '../account/address';
import { ACCOUNT_CODES } from '../account/codes';
import type { AccountFieldError } from '../account/fields';
import { charLength, checkText, compact, fieldError } from '../account/fields';
import { CURRENCIES } from '../fees/money';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { SETTINGS_CODES } from './codes';

/** The spec names the fields only; 50 and 100 are this product's bounds, stated once here. */
export const INVOICE_TEMPLATE_NAME_MAX = 50;
export const INVOICE_COMPANY_MAX = 100;

/** An invoice title (warehouse-shipping.md section 3), keyed by the wire field names. */
export interface InvoiceTitleForm {
  readonly template_name: string;
  readonly company: string;
  readonly address: string;
  readonly currency: string;
}

/** Template name and company required with their bounds; address as the address book's (5-150). */
export function validateInvoiceTitle(
  form: InvoiceTitleForm,
): Result<InvoiceTitleForm, readonly AccountFieldError[]> {
  const address = charLength(form.address.trim());
  const errors = compact([
    checkText('template_name', form.template_name, INVOICE_TEMPLATE_NAME_MAX),
    checkText('company', form.company, INVOICE_COMPANY_MAX),
    address >= ADDRESS_LENGTH.min && address <= ADDRESS_LENGTH.max
      ? undefined
      : fieldError('address', ACCOUNT_CODES.addressLength, ADDRESS_LENGTH),
    (CURRENCIES as readonly string[]).includes(form.currency)
      ? undefined
      : fieldError('currency', SETTINGS_CODES.currencyInvalid),
  ]);
  return errors.length > 0 ? err(errors) : ok(form);
}

import type { AddressRow, InvoiceTitleRow } from '@portal/contract';
import { SETTINGS_USER_ROUTES as SETTINGS } from '@portal/contract/routes';
import type { ValidationFieldIssue, ADDRESS_TYPES } from '@portal/domain';
import {
  splitAddressOverflow,
  validateAddressBookEntry,
  validateInvoiceTitle,
  validatePasswordChange,
} from '@portal/domain';
import type { ApiClient } from '../../api/api-client';
import { FormModel } from '../../kit/form-model';
import { PagedList } from '../../lists/paged-list';

const issuesOf = (result: { ok: boolean; error?: readonly ValidationFieldIssue[] }) =>
  result.ok ? [] : (result.error ?? []);

export interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** The change-password form: the domain's rule (the registration's strength rule included). */
export const passwordForm = () =>
  new FormModel<PasswordValues>({
    initial: () => ({ old_password: '', new_password: '', confirm_password: '' }),
    validate: (v) =>
      issuesOf(
        validatePasswordChange({
          oldPassword: v.old_password,
          newPassword: v.new_password,
          confirmation: v.confirm_password,
        }),
      ),
    payload: (v) => ({ ...v }),
  });

export interface AddressValues {
  id: number | undefined;
  type: string;
  name: string;
  address: string;
  country: string;
  city: string;
  postcode: string;
  phone: string;
}

const EMPTY_ADDRESS: AddressValues = {
  id: undefined,
  type: 'recipient',
  name: '',
  address: '',
  country: '',
  city: '',
  postcode: '',
  phone: '',
};

/** An address book entry's form: the domain's rule, the same the server applies. */
export const addressForm = () =>
  new FormModel<AddressValues>({
    initial: () => EMPTY_ADDRESS,
    validate: (v) => issuesOf(validateAddressBookEntry(v)),
    payload: ({ id, ...v }) => (id === undefined ? v : { ...v, id: String(id) }),
    linked: { country: ['postcode', 'phone'] },
  });

export const addressValues = (row: AddressRow): AddressValues => ({ ...row });

export const addressList = (api: ApiClient, type = '') =>
  new PagedList<AddressRow>(
    (query) => api.callAssembled(SETTINGS.addressList, query),
    (row) => row.id,
    { type },
  );

export const ADDRESS_TYPE_LABELS: Readonly<Record<(typeof ADDRESS_TYPES)[number], string>> = {
  sender: 'UI.SETTINGS_USER.TYPE_SENDER',
  recipient: 'UI.SETTINGS_USER.TYPE_RECIPIENT',
  pickup: 'UI.SETTINGS_USER.TYPE_PICKUP',
};

export interface InvoiceValues {
  id: number | undefined;
  template_name: string;
  company: string;
  address: string;
  currency: string;
}

export const invoiceForm = () =>
  new FormModel<InvoiceValues>({
    initial: () => ({
      id: undefined,
      template_name: '',
      company: '',
      address: '',
      currency: 'USD',
    }),
    validate: (v) => issuesOf(validateInvoiceTitle(v)),
    payload: ({ id, ...v }) => (id === undefined ? v : { ...v, id: String(id) }),
  });

export const invoiceValues = (row: InvoiceTitleRow): InvoiceValues => ({ ...row });

export const invoiceList = (api: ApiClient) =>
  new PagedList<InvoiceTitleRow>(
    (query) => api.callAssembled(SETTINGS.invoiceTitleList, query),
    (row) => row.id,
  );

/** The order form's recipient fields an address book entry fills. */
export interface PickedRecipient {
  readonly first_name: string;
  readonly last_name: string;
  readonly country: string;
  readonly city: string;
  readonly postcode: string;
  readonly phone: string;
  readonly address_line1: string;
  readonly address_line2: string;
}

/**
 * An entry as the order's recipient: the contact name splits at its last space (given names,
 * family name), and the 5-150 address overflows past the order's 75 into line 2 by the domain's
 * own rule, so the order form's checks see what they expect.
 */
export function recipientFromAddress(row: AddressRow): PickedRecipient {
  const name = row.name.trim();
  const cut = name.lastIndexOf(' ');
  const lines = splitAddressOverflow(row.address.trim());
  return {
    first_name: cut < 0 ? name : name.slice(0, cut).trim(),
    last_name: cut < 0 ? '' : name.slice(cut + 1),
    country: row.country,
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    address_line1: lines.line1,
    address_line2: lines.line2,
  };
}

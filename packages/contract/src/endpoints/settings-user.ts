import { Type } from 'typebox';
import { ADDRESS_TYPES } from '@portal/domain';
import {
  AccountDataSchema,
  AddressRowSchema,
  InvoiceTitleRowSchema,
  PreferencesDataSchema,
} from '../data/settings-user';
import { endpoint } from '../endpoint';
import { flag, id, NullData, oneOf, optionalInteger, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { SETTINGS_USER_ROUTES as R } from '../routes/settings-user';

/** The address form (validateAddressBookEntry's wire names); rules answer `data.issues`. */
const ADDRESS_FORM = {
  id: optionalInteger('absent or blank: a new entry'),
  type: text('sender, recipient or pickup'),
  name: text('contact name, 1-20 characters'),
  address: text('5-150 characters'),
  country: text('two-letter country code'),
  city: text(),
  postcode: text("the country's postcode format"),
  phone: text("digits, the country's phone format"),
};

const INVOICE_FORM = {
  id: optionalInteger('absent or blank: a new title'),
  template_name: text('up to 50 characters'),
  company: text('up to 100 characters'),
  address: text('5-150 characters'),
  currency: text('one of the currencies'),
};

export const SETTINGS_USER_ENDPOINTS = {
  account: endpoint(R.account, {
    summary: 'The user centre: login, name, e-mail, registration date, customer id, credentials',
    request: Type.Object({}),
    response: AccountDataSchema,
  }),
  addressList: endpoint(R.addressList, {
    summary: "The merchant's address book, defaults first; optionally one kind",
    request: Type.Object({ ...PAGING_FIELDS, type: Type.Optional(oneOf(ADDRESS_TYPES)) }),
    response: PageSchema(AddressRowSchema),
  }),
  addressSave: endpoint(R.addressSave, {
    summary: 'Creates or edits an address book entry',
    request: Type.Object(ADDRESS_FORM),
    response: AddressRowSchema,
  }),
  addressDelete: endpoint(R.addressDelete, {
    summary: 'Deletes an address book entry',
    request: Type.Object({ id: id() }),
    response: NullData,
  }),
  addressDefault: endpoint(R.addressDefault, {
    summary: 'Makes an entry the default of its kind (the previous default stops being one)',
    request: Type.Object({ id: id() }),
    response: AddressRowSchema,
  }),
  invoiceTitleList: endpoint(R.invoiceTitleList, {
    summary: "The merchant's invoice titles",
    request: Type.Object({ ...PAGING_FIELDS }),
    response: PageSchema(InvoiceTitleRowSchema),
  }),
  invoiceTitleSave: endpoint(R.invoiceTitleSave, {
    summary: 'Creates or edits an invoice title',
    request: Type.Object(INVOICE_FORM),
    response: InvoiceTitleRowSchema,
  }),
  invoiceTitleDelete: endpoint(R.invoiceTitleDelete, {
    summary: 'Deletes an invoice title',
    request: Type.Object({ id: id() }),
    response: NullData,
  }),
  preferences: endpoint(R.preferences, {
    summary: "The merchant's notice and other preferences (defaults until first saved)",
    request: Type.Object({}),
    response: PreferencesDataSchema,
  }),
  noticePreferenceSave: endpoint(R.noticePreferenceSave, {
    summary: 'Which events reach the merchant, in the portal and by e-mail',
    request: Type.Object({
      notices: text('comma separated <event>.<channel> keys of the ticked boxes; empty: none'),
    }),
    response: PreferencesDataSchema,
  }),
  otherPreferenceSave: endpoint(R.otherPreferenceSave, {
    summary: 'Default warehouse, language, list page size, abnormal orders submitted automatically',
    request: Type.Object({
      default_warehouse_id: optionalInteger('absent or blank: none', 0),
      language: text('en or zh'),
      page_size: optionalInteger('20, 50 or 100'),
      auto_submit_abnormal: flag(),
    }),
    response: PreferencesDataSchema,
  }),
} as const;

import type {
  AccountData,
  AddressRow,
  InvoiceTitleRow,
  Page,
  PreferencesData,
} from '@portal/contract';
import { AUTH_ROUTES, SETTINGS_USER_ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** The user centre, password change, address book, invoice titles and preferences. */
export interface SettingsGateway {
  account(): Promise<AccountData>;
  /** The main account's or the sub-account's own password, by the login type. */
  changePassword(loginType: 'main' | 'sub', fields: FormFields): Promise<null>;
  addresses(query: FormFields): Promise<Page<AddressRow>>;
  saveAddress(fields: FormFields): Promise<AddressRow>;
  deleteAddress(id: number): Promise<null>;
  setDefaultAddress(id: number): Promise<AddressRow>;
  invoiceTitles(query: FormFields): Promise<Page<InvoiceTitleRow>>;
  saveInvoiceTitle(fields: FormFields): Promise<InvoiceTitleRow>;
  deleteInvoiceTitle(id: number): Promise<null>;
  preferences(): Promise<PreferencesData>;
  saveNoticePreferences(keys: readonly string[]): Promise<PreferencesData>;
  saveOtherPreferences(fields: FormFields): Promise<PreferencesData>;
}

const R = SETTINGS_USER_ROUTES;

@injectable()
export class HttpSettingsGateway implements SettingsGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  account() {
    return callEndpoint(this.http, R.account, {});
  }

  changePassword(loginType: 'main' | 'sub', fields: FormFields) {
    // the form shows the server's field issues beside the fields, so no toast
    const route = loginType === 'main' ? AUTH_ROUTES.resetPassword : AUTH_ROUTES.sonResetPassword;
    return callEndpoint(this.http, route, fields, { noAlert: true });
  }

  addresses(query: FormFields) {
    return callEndpoint(this.http, R.addressList, query);
  }

  saveAddress(fields: FormFields) {
    return callEndpoint(this.http, R.addressSave, fields, { noAlert: true });
  }

  deleteAddress(id: number) {
    return callEndpoint(this.http, R.addressDelete, { id: String(id) });
  }

  setDefaultAddress(id: number) {
    return callEndpoint(this.http, R.addressDefault, { id: String(id) });
  }

  invoiceTitles(query: FormFields) {
    return callEndpoint(this.http, R.invoiceTitleList, query);
  }

  saveInvoiceTitle(fields: FormFields) {
    return callEndpoint(this.http, R.invoiceTitleSave, fields, { noAlert: true });
  }

  deleteInvoiceTitle(id: number) {
    return callEndpoint(this.http, R.invoiceTitleDelete, { id: String(id) });
  }

  preferences() {
    return callEndpoint(this.http, R.preferences, {});
  }

  saveNoticePreferences(keys: readonly string[]) {
    return callEndpoint(this.http, R.noticePreferenceSave, { notices: keys.join(',') });
  }

  saveOtherPreferences(fields: FormFields) {
    return callEndpoint(this.http, R.otherPreferenceSave, fields, { noAlert: true });
  }
}

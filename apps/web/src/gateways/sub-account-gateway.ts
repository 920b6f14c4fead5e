import type { CustomRole, RolesData, SubAccountList, SubAccountRow } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Roles and sub-accounts of the merchant (main account only, ADR 0035). */
export interface SubAccountGateway {
  roles(): Promise<RolesData>;
  saveRole(fields: FormFields): Promise<CustomRole>;
  deleteRole(id: number): Promise<null>;
  subAccounts(): Promise<SubAccountList>;
  saveSubAccount(fields: FormFields): Promise<SubAccountRow>;
  setEnabled(id: number, enabled: boolean): Promise<SubAccountRow>;
  deleteSubAccount(id: number): Promise<null>;
}

// the screens show a refusal beside the form or the list (a role in use), so no toast
const quiet = { noAlert: true } as const;

export class HttpSubAccountGateway implements SubAccountGateway {
  constructor(private readonly http: HttpClient) {}

  roles(): Promise<RolesData> {
    return callEndpoint(this.http, ROUTES.subAccount.roles);
  }

  saveRole(fields: FormFields): Promise<CustomRole> {
    return callEndpoint(this.http, ROUTES.subAccount.roleSave, fields, quiet);
  }

  deleteRole(id: number): Promise<null> {
    return callEndpoint(this.http, ROUTES.subAccount.roleDelete, { id: String(id) }, quiet);
  }

  subAccounts(): Promise<SubAccountList> {
    return callEndpoint(this.http, ROUTES.subAccount.list);
  }

  saveSubAccount(fields: FormFields): Promise<SubAccountRow> {
    return callEndpoint(this.http, ROUTES.subAccount.save, fields, quiet);
  }

  setEnabled(id: number, enabled: boolean): Promise<SubAccountRow> {
    return callEndpoint(
      this.http,
      ROUTES.subAccount.status,
      { id: String(id), enabled: enabled ? '1' : '0' },
      quiet,
    );
  }

  deleteSubAccount(id: number): Promise<null> {
    return callEndpoint(this.http, ROUTES.subAccount.delete, { id: String(id) }, quiet);
  }
}

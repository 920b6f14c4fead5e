import type { AddonRuleRow, ManagersData, OrderQuote, Page } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** The add-on rules (/account/setting), the help centre (/help) and the tools (/tools). */
export interface HelpGateway {
  rules(query: FormFields): Promise<Page<AddonRuleRow>>;
  rule(id: number): Promise<AddonRuleRow>;
  createRule(fields: FormFields): Promise<AddonRuleRow>;
  updateRule(id: number, fields: FormFields): Promise<AddonRuleRow>;
  ruleAction(id: number, action: 'activate' | 'deactivate'): Promise<AddonRuleRow>;
  deleteRule(id: number): Promise<null>;
  freight(fields: FormFields): Promise<{ readonly quotes: readonly OrderQuote[] }>;
  fees(fields: FormFields): Promise<{ readonly quotes: readonly OrderQuote[] }>;
  managers(): Promise<ManagersData>;
}

@injectable()
export class HttpHelpGateway implements HelpGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  rules(query: FormFields) {
    return callEndpoint(this.http, ROUTES.addonRule.list, query);
  }

  rule(id: number) {
    return callEndpoint(this.http, ROUTES.addonRule.detail, { id: String(id) });
  }

  createRule(fields: FormFields) {
    return callEndpoint(this.http, ROUTES.addonRule.create, { ...fields, showMessage: '1' });
  }

  updateRule(id: number, fields: FormFields) {
    return callEndpoint(this.http, ROUTES.addonRule.update, {
      ...fields,
      id: String(id),
      showMessage: '1',
    });
  }

  ruleAction(id: number, action: 'activate' | 'deactivate') {
    return callEndpoint(this.http, ROUTES.addonRule.action, {
      id: String(id),
      action,
      showMessage: '1',
    });
  }

  deleteRule(id: number) {
    return callEndpoint(this.http, ROUTES.addonRule.remove, { id: String(id), showMessage: '1' });
  }

  freight(fields: FormFields) {
    return callEndpoint(this.http, ROUTES.help.freight, fields);
  }

  fees(fields: FormFields) {
    return callEndpoint(this.http, ROUTES.help.fees, fields);
  }

  managers() {
    return callEndpoint(this.http, ROUTES.customer.getManager, {});
  }
}

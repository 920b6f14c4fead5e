import type { OverdueAmountData, OverdueProductRow, Page } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** The overdue lists: amounts owed (with the balance) and stock by age tier. */
export interface OverdueGateway {
  amounts(query: FormFields): Promise<OverdueAmountData>;
  products(query: FormFields): Promise<Page<OverdueProductRow>>;
}

@injectable()
export class HttpOverdueGateway implements OverdueGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  amounts(query: FormFields): Promise<OverdueAmountData> {
    return callEndpoint(this.http, ROUTES.billing.overdueAmounts, query);
  }

  products(query: FormFields): Promise<Page<OverdueProductRow>> {
    return callEndpoint(this.http, ROUTES.billing.overdueProducts, query);
  }
}

import type { OverdueAmountData, OverdueProductRow, Page } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** The overdue lists: amounts owed (with the balance) and stock by age tier. */
export interface OverdueGateway {
  amounts(query: FormFields): Promise<OverdueAmountData>;
  products(query: FormFields): Promise<Page<OverdueProductRow>>;
}

export class HttpOverdueGateway implements OverdueGateway {
  constructor(private readonly http: HttpClient) {}

  amounts(query: FormFields): Promise<OverdueAmountData> {
    return callEndpoint(this.http, ROUTES.billing.overdueAmounts, query);
  }

  products(query: FormFields): Promise<Page<OverdueProductRow>> {
    return callEndpoint(this.http, ROUTES.billing.overdueProducts, query);
  }
}

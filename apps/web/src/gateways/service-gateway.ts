import type { AddedService, Page } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** The provider's added (value-added) services with their prices. */
export interface ServiceGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<AddedService>>;
}

export class HttpServiceGateway implements ServiceGateway {
  constructor(private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<AddedService>> {
    return callEndpoint(this.http, ROUTES.services.list, query);
  }
}

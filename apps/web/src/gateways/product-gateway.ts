import type { ProductRow, Page } from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** The storage area's products (warehouse-shipping.md section 3): list, detail, forms, batch actions, uploads. */
export interface ProductGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(
    query: FormFields,
  ): Promise<Page<ProductRow> & { readonly counts: Readonly<Record<string, number>> }>;
}

@injectable()
export class HttpProductGateway implements ProductGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  list(
    query: FormFields,
  ): Promise<Page<ProductRow> & { readonly counts: Readonly<Record<string, number>> }> {
    return callEndpoint(this.http, ENDPOINTS.product.list, query);
  }
}

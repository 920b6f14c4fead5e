import type { InventoryRow, Page } from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** Stock per product and warehouse, its log and batches, and the low-stock alert edit. */
export interface InventoryGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<InventoryRow>>;
}

@injectable()
export class HttpInventoryGateway implements InventoryGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<InventoryRow>> {
    return callEndpoint(this.http, ENDPOINTS.inventory.list, query);
  }
}

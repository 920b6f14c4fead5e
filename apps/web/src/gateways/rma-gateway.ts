import type { RmaRow, Page } from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** Returns (RMA): list, detail, create and edit. */
export interface RmaGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<RmaRow>>;
}

@injectable()
export class HttpRmaGateway implements RmaGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<RmaRow>> {
    return callEndpoint(this.http, ENDPOINTS.rma.list, query);
  }
}

import type { AsnRow, Page } from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { FormFields, HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
import { callEndpoint } from './call-endpoint';

/** Inbound notices (ASN): list, detail, create, edit and the merchant's actions. */
export interface AsnGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<AsnRow>>;
}

@injectable()
export class HttpAsnGateway implements AsnGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<AsnRow>> {
    return callEndpoint(this.http, ENDPOINTS.asn.list, query);
  }
}

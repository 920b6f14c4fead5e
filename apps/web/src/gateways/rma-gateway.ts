import type { Page, ProductRow, RmaDetail, RmaRow, RmaSavedData } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { activeProducts } from './active-products';
import { callEndpoint } from './call-endpoint';

/** Returns (RMA): list, detail, create and edit. */
export interface RmaGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<RmaRow>>;
  detail(id: number): Promise<RmaDetail>;
  /** A new return from the contract's form fields (submit=1 submits it at once). */
  create(fields: FormFields): Promise<RmaSavedData>;
  /** Replaces a draft with the form fields (submit=1 submits it). */
  edit(id: number, fields: FormFields): Promise<RmaSavedData>;
  /** One page of the merchant's active products whose SKU or name holds `keyword`. */
  activeProducts(keyword: string): Promise<Page<ProductRow>>;
}

export class HttpRmaGateway implements RmaGateway {
  constructor(private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<RmaRow>> {
    return callEndpoint(this.http, ROUTES.rma.list, query);
  }

  detail(id: number): Promise<RmaDetail> {
    return callEndpoint(this.http, ROUTES.rma.detail, { id: String(id) });
  }

  create(fields: FormFields): Promise<RmaSavedData> {
    return callEndpoint(this.http, ROUTES.rma.create, fields);
  }

  edit(id: number, fields: FormFields): Promise<RmaSavedData> {
    return callEndpoint(this.http, ROUTES.rma.edit, { ...fields, id: String(id) });
  }

  activeProducts(keyword: string): Promise<Page<ProductRow>> {
    return activeProducts(this.http, keyword);
  }
}

import type { AsnDetail, AsnRow, AsnSavedData, Page, ProductRow } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { activeProducts } from './active-products';
import { callEndpoint } from './call-endpoint';

/** What the merchant may ask of an ASN through the action endpoint. */
export type AsnActionName = 'submit' | 'moveToDraft' | 'delete';

/** Inbound notices (ASN): list, detail, create, edit and the merchant's actions. */
export interface AsnGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<AsnRow>>;
  detail(id: number): Promise<AsnDetail>;
  /** `fields` are the contract's ASN_FORM_FIELDS (lines and boxes as JSON text). */
  create(fields: FormFields): Promise<AsnSavedData>;
  edit(id: number, fields: FormFields): Promise<AsnSavedData>;
  act(id: number, action: AsnActionName): Promise<AsnSavedData>;
  /** One page of the merchant's active products whose SKU or name holds `keyword`. */
  activeProducts(keyword: string): Promise<Page<ProductRow>>;
}

export class HttpAsnGateway implements AsnGateway {
  constructor(private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<AsnRow>> {
    return callEndpoint(this.http, ROUTES.asn.list, query);
  }

  detail(id: number): Promise<AsnDetail> {
    return callEndpoint(this.http, ROUTES.asn.detail, { id: String(id) });
  }

  create(fields: FormFields): Promise<AsnSavedData> {
    return callEndpoint(this.http, ROUTES.asn.create, fields);
  }

  edit(id: number, fields: FormFields): Promise<AsnSavedData> {
    return callEndpoint(this.http, ROUTES.asn.edit, { ...fields, id: String(id) });
  }

  act(id: number, action: AsnActionName): Promise<AsnSavedData> {
    return callEndpoint(this.http, ROUTES.asn.action, { id: String(id), action });
  }

  activeProducts(keyword: string): Promise<Page<ProductRow>> {
    return activeProducts(this.http, keyword);
  }
}

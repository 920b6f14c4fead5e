import type {
  CountryOption,
  Page,
  ProductBatchData,
  ProductDetail,
  ProductRejectionRow,
  ProductRow,
  ProductSavedData,
  ProductUploadResult,
  UploadData,
} from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES, PAGE_SIZE_MAX } from '@portal/contract/routes';
import type { FormFields, HttpClient, RequestIdentity } from '@portal/domain';
import { chooseApiBaseUrl, DEFAULT_LANGUAGE } from '@portal/domain';
import type { WebConfig } from '../config';
import { callEndpoint } from './call-endpoint';

export type ProductPage = Page<ProductRow> & { readonly counts: Readonly<Record<string, number>> };

/** The merchant's batch actions on products (the contract's `batch` endpoint). */
export type ProductBatchAction = 'submit' | 'activate' | 'deactivate' | 'moveToDraft' | 'delete';

/** A downloaded file, kept whole. */
export interface DownloadedFile {
  readonly body: Blob;
  readonly fileName: string;
}

/** The storage area's products (warehouse-shipping.md section 3): list, detail, forms, batch actions, uploads. */
export interface ProductGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<ProductPage>;
  detail(id: number): Promise<ProductDetail>;
  /** Creates a draft (submit also submits it); `fields` are PRODUCT_FORM_FIELDS plus submit. */
  create(fields: FormFields): Promise<ProductSavedData>;
  edit(id: number, fields: FormFields): Promise<ProductSavedData>;
  batch(action: ProductBatchAction, ids: readonly number[]): Promise<ProductBatchData>;
  /** The rejection log of one product, newest first (its first page of at most 100). */
  rejections(productId: number): Promise<readonly ProductRejectionRow[]>;
  /** The batch spreadsheet: rows become drafts; the result is kept under its id. */
  uploadSpreadsheet(file: File): Promise<ProductUploadResult>;
  uploadResult(id: number): Promise<ProductUploadResult>;
  /** The upload template (CSV) as a file to save. */
  uploadTemplate(): Promise<DownloadedFile>;
  /** A product image, certificate or brand authorisation (the customer picture upload). */
  uploadPicture(file: File): Promise<UploadData>;
  /** Every ISO 3166 country with its English and Chinese name (the country of manufacture). */
  countries(): Promise<readonly CountryOption[]>;
  /** Where an <img> loads an uploaded picture (the token travels in the query, as the contract allows). */
  pictureUrl(uploadId: string): string;
}

export class HttpProductGateway implements ProductGateway {
  private countryList: Promise<readonly CountryOption[]> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly config: WebConfig,
    private readonly identity: () => RequestIdentity,
  ) {}

  list(query: FormFields): Promise<ProductPage> {
    return callEndpoint(this.http, ROUTES.product.list, query);
  }

  detail(id: number): Promise<ProductDetail> {
    return callEndpoint(this.http, ROUTES.product.detail, { id: String(id) });
  }

  create(fields: FormFields): Promise<ProductSavedData> {
    return callEndpoint(this.http, ROUTES.product.create, fields);
  }

  edit(id: number, fields: FormFields): Promise<ProductSavedData> {
    return callEndpoint(this.http, ROUTES.product.edit, { ...fields, id: String(id) });
  }

  batch(action: ProductBatchAction, ids: readonly number[]): Promise<ProductBatchData> {
    return callEndpoint(this.http, ROUTES.product.batch, { action, ids: ids.join(',') });
  }

  async rejections(productId: number): Promise<readonly ProductRejectionRow[]> {
    const page = await callEndpoint(this.http, ROUTES.product.rejections, {
      product_id: String(productId),
      page: '1',
      page_size: String(PAGE_SIZE_MAX),
    });
    return page.list;
  }

  uploadSpreadsheet(file: File): Promise<ProductUploadResult> {
    // the screen shows the server's reason beside the upload button, so no toast
    return callEndpoint(this.http, ROUTES.product.upload, {}, { files: { file }, noAlert: true });
  }

  uploadResult(id: number): Promise<ProductUploadResult> {
    return callEndpoint(this.http, ROUTES.product.uploadResult, { id: String(id) });
  }

  async uploadTemplate(): Promise<DownloadedFile> {
    // The CSV is no envelope: the shared client returns it whole when asked for a blob, with the
    // identity headers a plain link could not send.
    const result = await this.http.request({
      method: 'GET',
      path: ROUTES.product.uploadTemplate.path,
      responseType: 'blob',
    });
    if (result.kind !== 'whole') throw new Error('the upload template came back as an envelope');
    const body =
      result.body instanceof Blob
        ? result.body
        : new Blob([String(result.body)], { type: 'text/csv' });
    return { body, fileName: result.fileName ?? 'product-upload-template.csv' };
  }

  uploadPicture(file: File): Promise<UploadData> {
    return callEndpoint(
      this.http,
      ROUTES.customer.uploadPicture,
      {},
      { files: { file }, noAlert: true },
    );
  }

  /**
   * The country list, fetched once per app: it does not change while the portal is open, and the
   * product form and every product detail ask for it. A failed fetch is not kept, so the next
   * screen tries again.
   */
  countries(): Promise<readonly CountryOption[]> {
    this.countryList ??= this.fetchCountries().catch((error: unknown) => {
      this.countryList = undefined;
      throw error;
    });
    return this.countryList;
  }

  private async fetchCountries(): Promise<readonly CountryOption[]> {
    const all: CountryOption[] = [];
    // about 250 countries: three pages of the server's largest page size
    for (let page = 1; page <= 10; page += 1) {
      const answer = await callEndpoint(
        this.http,
        ROUTES.customer.countryList,
        { page: String(page), page_size: String(PAGE_SIZE_MAX) },
        { noAlert: true },
      );
      all.push(...answer.list);
      if (all.length >= answer.total || answer.list.length === 0) break;
    }
    return all;
  }

  pictureUrl(uploadId: string): string {
    const identity = this.identity();
    const base = chooseApiBaseUrl(this.config.apiHosts, {
      language: identity.language ?? DEFAULT_LANGUAGE,
      hostname: location.hostname,
    });
    const query = new URLSearchParams({ id: uploadId });
    if (identity.token !== undefined && identity.token !== '') query.set('token', identity.token);
    return `${base}${ROUTES.customer.picture.path}?${query.toString()}`;
  }
}

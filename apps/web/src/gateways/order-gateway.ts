import type {
  CountryOption,
  OrderDetail,
  OrderEntries,
  OrderProduct,
  OrderQuote,
  OrderListRow,
  OrderSavedData,
  Page,
} from '@portal/contract';
import type { ResponseOf } from '@portal/contract/routes';
import { MERCHANT_ROUTES as ROUTES, PAGE_SIZE_MAX } from '@portal/contract/routes';
import type { FormFields, HttpClient, OrderStopReason } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** What the action endpoint does to one order. */
export type OrderActionName = 'moveToDraft' | 'delete';
/** What the batch endpoint does to many orders. */
export type OrderBatchAction = 'submit' | 'delete' | 'moveToDraft' | 'cancel' | 'intercept';
/** How an order is stopped: cancelled while it waits, or intercepted once the warehouse has it. */
export type OrderStopKind = 'cancel' | 'intercept';

export interface OrderStop {
  readonly reason: OrderStopReason;
  /** A complete stop deletes the order; otherwise it goes back to draft. */
  readonly complete: boolean;
}

export type OrderCounts = ResponseOf<typeof ROUTES.order.counts>;
export type OrderBatchAnswer = ResponseOf<typeof ROUTES.order.batch>;
export type OrderExport = ResponseOf<typeof ROUTES.order.export>;
export type OrderChannel = ResponseOf<typeof ROUTES.order.channels>['channels'][number];

/** Outbound orders: list and tab counts, detail, save, quote, submit, stop, batch and export. */
export interface OrderGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, status, filters). */
  list(query: FormFields): Promise<Page<OrderListRow>>;
  /** Orders per status tab under the same search and filters. */
  counts(filters: FormFields): Promise<OrderCounts>;
  detail(id: number): Promise<OrderDetail>;
  /** The order's entry details: its stock-log and ledger entries. */
  entries(id: number): Promise<OrderEntries>;
  /** `fields` are the contract's ORDER_FORM_FIELDS plus save_as. */
  create(fields: FormFields): Promise<OrderSavedData>;
  update(id: number, fields: FormFields): Promise<OrderSavedData>;
  /** The fees of every channel serving the recipient's country for the order as typed. */
  quote(fields: FormFields): Promise<readonly OrderQuote[]>;
  submit(id: number): Promise<OrderSavedData>;
  act(id: number, action: OrderActionName): Promise<OrderSavedData>;
  stop(id: number, kind: OrderStopKind, stop: OrderStop): Promise<OrderSavedData>;
  /**
   * Corrects the recipient of an address-abnormal order (`recipient` holds the contract's
   * RECIPIENT_FIELD_NAMES); the order resumes when the server takes it.
   */
  correctAddress(id: number, recipient: FormFields): Promise<OrderSavedData>;
  batch(
    action: OrderBatchAction,
    ids: readonly number[],
    stop?: OrderStop,
  ): Promise<OrderBatchAnswer>;
  export(filters: FormFields): Promise<OrderExport>;
  /** One page of a warehouse's active products with the stock orders may take. */
  products(warehouseId: string, keyword: string): Promise<Page<OrderProduct>>;
  /** The shipping channels; those serving `country` when one is given. */
  channels(country?: string): Promise<readonly OrderChannel[]>;
  /** Every country with its names (fetched once). */
  countries(): Promise<readonly CountryOption[]>;
}

/** How many products the SKU pickers offer at once (one server page). */
export const ORDER_PRODUCTS_PAGE = 100;

const flag = (value: boolean) => (value ? '1' : '0');

export class HttpOrderGateway implements OrderGateway {
  private countryList: Promise<readonly CountryOption[]> | undefined;

  constructor(private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<OrderListRow>> {
    return callEndpoint(this.http, ROUTES.order.list, query);
  }

  counts(filters: FormFields): Promise<OrderCounts> {
    return callEndpoint(this.http, ROUTES.order.counts, filters);
  }

  detail(id: number): Promise<OrderDetail> {
    return callEndpoint(this.http, ROUTES.order.detail, { id: String(id) });
  }

  entries(id: number): Promise<OrderEntries> {
    return callEndpoint(this.http, ROUTES.order.entries, { id: String(id) });
  }

  create(fields: FormFields): Promise<OrderSavedData> {
    return callEndpoint(this.http, ROUTES.order.create, fields);
  }

  update(id: number, fields: FormFields): Promise<OrderSavedData> {
    return callEndpoint(this.http, ROUTES.order.update, { ...fields, id: String(id) });
  }

  async quote(fields: FormFields): Promise<readonly OrderQuote[]> {
    // the screen shows why a quote failed beside the fees, so the call itself stays quiet
    const answer = await callEndpoint(this.http, ROUTES.order.quote, fields, { noAlert: true });
    return answer.quotes;
  }

  submit(id: number): Promise<OrderSavedData> {
    return callEndpoint(this.http, ROUTES.order.submit, { id: String(id) });
  }

  act(id: number, action: OrderActionName): Promise<OrderSavedData> {
    return callEndpoint(this.http, ROUTES.order.action, { id: String(id), action });
  }

  stop(id: number, kind: OrderStopKind, stop: OrderStop): Promise<OrderSavedData> {
    const route = kind === 'cancel' ? ROUTES.order.cancel : ROUTES.order.intercept;
    return callEndpoint(this.http, route, {
      id: String(id),
      reason: stop.reason,
      complete: flag(stop.complete),
    });
  }

  correctAddress(id: number, recipient: FormFields): Promise<OrderSavedData> {
    return callEndpoint(this.http, ROUTES.order.correctAddress, { ...recipient, id: String(id) });
  }

  batch(
    action: OrderBatchAction,
    ids: readonly number[],
    stop?: OrderStop,
  ): Promise<OrderBatchAnswer> {
    const fields: Record<string, string> = { action, ids: ids.join(',') };
    if (stop !== undefined) {
      fields['reason'] = stop.reason;
      fields['complete'] = flag(stop.complete);
    }
    return callEndpoint(this.http, ROUTES.order.batch, fields);
  }

  export(filters: FormFields): Promise<OrderExport> {
    return callEndpoint(this.http, ROUTES.order.export, filters);
  }

  products(warehouseId: string, keyword: string): Promise<Page<OrderProduct>> {
    const query: Record<string, string> = {
      warehouse_id: warehouseId,
      page: '1',
      page_size: String(ORDER_PRODUCTS_PAGE),
    };
    if (keyword.trim() !== '') query['keyword'] = keyword.trim();
    return callEndpoint(this.http, ROUTES.order.products, query);
  }

  async channels(country = ''): Promise<readonly OrderChannel[]> {
    const query = country === '' ? {} : { country };
    const answer = await callEndpoint(this.http, ROUTES.order.channels, query);
    return answer.channels;
  }

  /** The country list does not change while the portal is open: fetched once, unless it failed. */
  countries(): Promise<readonly CountryOption[]> {
    this.countryList ??= this.fetchCountries().catch((error: unknown) => {
      this.countryList = undefined;
      throw error;
    });
    return this.countryList;
  }

  private async fetchCountries(): Promise<readonly CountryOption[]> {
    const all: CountryOption[] = [];
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
}

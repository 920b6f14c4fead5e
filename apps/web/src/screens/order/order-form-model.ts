import type {
  AddedService,
  CountryOption,
  OrderProduct,
  OrderQuote,
  OrderSavedData,
} from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderChannel, OrderGateway } from '../../gateways/order-gateway';
import type { ServiceGateway } from '../../gateways/service-gateway';
import { failureText, FormModel } from '../../kit/form-model';
import type { OrderFormValues } from './order-form';
import {
  emptyOrderValues,
  isBlankLine,
  orderDraftIssues,
  orderFields,
  orderIssues,
  orderValuesOf,
} from './order-form';

/** How a save leaves the order: an incomplete draft, or complete and waiting to be submitted. */
export type OrderSaveTarget = 'draft' | 'pending_submit';

/** The quote panel: nothing asked yet, asking, the channels' answers, or the call failed. */
export type QuoteState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'quoted'; readonly quotes: readonly OrderQuote[]; readonly key: string };

/** What the form's fields send, but the shipping method and the surcharge answer: what a quote prices. */
const quoteKey = (values: OrderFormValues): string =>
  JSON.stringify({ ...values, shipping_method: '', remote_surcharge_confirmation: '' });

/**
 * The outbound order form (create, and edit before submission): the form over the domain's
 * order rules, the warehouse's products with their available stock, the channels and countries,
 * the add-on services, the quote of every channel, and save / submit with the remote-area
 * surcharge confirmed first.
 */
export class OrderFormModel {
  /** Which rules the form holds the values to: a draft's few, or the whole order's. */
  target: OrderSaveTarget = 'draft';
  readonly form = new FormModel<OrderFormValues>({
    initial: emptyOrderValues,
    validate: (values) =>
      this.target === 'draft' ? orderDraftIssues(values) : orderIssues(values),
    payload: orderFields,
  });
  id: number | undefined = undefined;
  orderNo = '';
  products: readonly OrderProduct[] = [];
  productKeyword = '';
  productsLoading = false;
  channels: readonly OrderChannel[] = [];
  countries: readonly CountryOption[] = [];
  services: readonly AddedService[] = [];
  quote: QuoteState = { kind: 'none' };
  /** The submit waits for the merchant to accept the remote-area surcharge. */
  confirmingSurcharge = false;
  /** Why the submit step (after a successful save) was refused. */
  submitError: string | undefined = undefined;
  submitting = false;

  constructor(
    private readonly gateway: OrderGateway,
    private readonly serviceGateway: ServiceGateway,
  ) {
    makeAutoObservable<OrderFormModel, 'gateway' | 'serviceGateway'>(
      this,
      { gateway: false, serviceGateway: false, form: false },
      { autoBind: true },
    );
  }

  /** The countries an order can go to (any channel serves it), named from the country list. */
  get countryOptions(): readonly {
    readonly code: string;
    readonly name: string;
    readonly cn_name: string;
  }[] {
    const named = new Map(this.countries.map((country) => [country.code, country]));
    const served = [...new Set(this.channels.flatMap((channel) => channel.countries))].sort();
    return served.map((code) => named.get(code) ?? { code, name: code, cn_name: code });
  }

  /** The channels serving the chosen country (all of them before a country is chosen). */
  get channelOptions(): readonly OrderChannel[] {
    const country = this.form.values.country.trim().toUpperCase();
    return country === ''
      ? this.channels
      : this.channels.filter((channel) => channel.countries.includes(country));
  }

  /** The product of a SKU among those found (its name and available stock). */
  productOf(sku: string): OrderProduct | undefined {
    return this.products.find((product) => product.sku === sku.trim());
  }

  /** The SKUs a line picker offers: products with stock and what the lines already hold. */
  get skuOptions(): readonly string[] {
    const chosen = this.form.values.lines.map((line) => line.sku).filter((sku) => sku !== '');
    const offered = this.products.filter((product) => !product.packing_material);
    return [...new Set([...chosen, ...offered.map((product) => product.sku)])];
  }

  get packingOptions(): readonly OrderProduct[] {
    return this.products.filter((product) => product.packing_material);
  }

  /** The current quote answers for the order as it is now, undefined when stale or none. */
  get quotes(): readonly OrderQuote[] | undefined {
    return this.quote.kind === 'quoted' && this.quote.key === quoteKey(this.form.values)
      ? this.quote.quotes
      : undefined;
  }

  /** True when a quote was made but the order changed since. */
  get quoteStale(): boolean {
    return this.quote.kind === 'quoted' && this.quotes === undefined;
  }

  get chosenQuote(): OrderQuote | undefined {
    return this.quotes?.find((quote) => quote.channel === this.form.values.shipping_method);
  }

  /** The chosen channel's surcharge waits for the merchant's acceptance (entered as 1). */
  get surchargeUnconfirmed(): boolean {
    if (this.form.values.remote_surcharge_confirmation.trim() === '1') return false;
    return (
      this.chosenQuote?.remote_surcharge_confirm_required === true ||
      orderIssues(this.form.values).some((issue) => issue.field === 'remote_surcharge_confirmation')
    );
  }

  /** A choice of warehouse also chooses the products offered (their stock is per warehouse). */
  setWarehouse(warehouseId: string): void {
    this.form.set('warehouse_id', warehouseId);
    void this.searchProducts(this.productKeyword);
  }

  /** Picking a SKU fills the line's name and description from the product when they are blank. */
  pickSku(index: number, sku: string): void {
    const line = this.form.values.lines[index];
    const product = this.productOf(sku);
    const name = product === undefined ? '' : product.name;
    this.form.setItem('lines', index, {
      sku,
      ...(line !== undefined && line.name.trim() === '' && name !== '' ? { name } : {}),
      ...(line !== undefined && line.description.trim() === '' && name !== ''
        ? { description: name }
        : {}),
    });
  }

  toggleService(code: string, chosen: boolean): void {
    const others = this.form.values.services.filter((service) => service !== code);
    this.form.set('services', chosen ? [...others, code] : others);
  }

  /** Picks a channel from the quote side by side. */
  chooseChannel(code: string): void {
    this.form.set('shipping_method', code);
  }

  /** A new order starts at the header's warehouse when it is one of the approved ones. */
  chooseDefaultWarehouse(current: string | undefined, approved: readonly string[]): void {
    if (this.form.values.warehouse_id !== '' || this.id !== undefined) return;
    const chosen =
      current !== undefined && approved.includes(current)
        ? current
        : approved.length === 1
          ? approved[0]
          : undefined;
    if (chosen === undefined) return;
    this.form.values = { ...this.form.values, warehouse_id: chosen };
    void this.searchProducts(this.productKeyword);
  }

  /** Loads the order to edit (when `id` is given), the channels, countries and services. */
  async load(id: number | undefined): Promise<void> {
    const lists = this.loadLists();
    if (id !== undefined) {
      const detail = await this.form.load(() => this.gateway.detail(id), orderValuesOf);
      if (detail !== undefined)
        runInAction(() => {
          this.id = detail.id;
          this.orderNo = detail.order_no;
          this.form.editable = detail.actions.includes('edit');
        });
    }
    await Promise.all([lists, this.searchProducts(this.productKeyword)]);
  }

  private async loadLists(): Promise<void> {
    // each list is a help, not a must: a failed one leaves its select with what the order holds
    const [channels, countries, services] = await Promise.allSettled([
      this.gateway.channels(),
      this.gateway.countries(),
      this.serviceGateway.list({ page: '1', page_size: '100' }),
    ]);
    runInAction(() => {
      if (channels.status === 'fulfilled') this.channels = channels.value;
      if (countries.status === 'fulfilled') this.countries = countries.value;
      if (services.status === 'fulfilled') this.services = services.value.list;
    });
  }

  async searchProducts(keyword: string): Promise<void> {
    this.productKeyword = keyword;
    const warehouse = this.form.values.warehouse_id;
    if (warehouse === '') {
      this.products = [];
      return;
    }
    this.productsLoading = true;
    try {
      const page = await this.gateway.products(warehouse, keyword);
      runInAction(() => {
        if (this.productKeyword === keyword && this.form.values.warehouse_id === warehouse)
          this.products = page.list;
      });
    } catch {
      // the request layer has told the user; the pickers keep what they had
    } finally {
      runInAction(() => (this.productsLoading = false));
    }
  }

  /** Asks every channel serving the country for its fees for the order as typed. */
  async getQuote(): Promise<void> {
    const key = quoteKey(this.form.values);
    this.quote = { kind: 'loading' };
    try {
      const quotes = await this.gateway.quote({ ...this.form.payload, channel: '' });
      runInAction(() => {
        this.quote = { kind: 'quoted', quotes, key };
        // one channel with a price: it is the one to use when none was chosen
        const priced = quotes.filter((quote) => quote.fees !== null);
        if (this.form.values.shipping_method === '' && priced.length === 1)
          this.chooseChannel(priced[0]?.channel ?? '');
      });
    } catch (error) {
      runInAction(() => (this.quote = { kind: 'failed', reason: failureText(error) }));
    }
  }

  /** Saves as a draft or as pending submit; resolves with the saved order, undefined when refused. */
  async save(target: OrderSaveTarget): Promise<OrderSavedData | undefined> {
    this.target = target;
    // a draft keeps what was typed; a line left empty is not part of it (the server would refuse
    // a line without its SKU), while a complete order shows the empty line's errors instead
    if (target === 'draft') this.dropBlankLines();
    const { id, gateway } = this;
    const saved = await this.form.save(target, (fields) => {
      const all = { ...fields, save_as: target };
      return id === undefined ? gateway.create(all) : gateway.update(id, all);
    });
    if (saved !== undefined)
      runInAction(() => {
        this.id = saved.id;
        this.orderNo = saved.order_no;
      });
    return saved;
  }

  /**
   * Saves the whole order as pending submit, then submits it (the server reserves the stock and
   * debits the fees, or makes it abnormal). A surcharge not yet accepted opens its confirmation
   * first; nothing is sent until the merchant accepts it.
   */
  async submit(): Promise<OrderSavedData | undefined> {
    this.target = 'pending_submit';
    this.submitError = undefined;
    if (this.surchargeUnconfirmed) {
      this.confirmingSurcharge = true;
      return undefined;
    }
    const saved = await this.save('pending_submit');
    if (saved === undefined) return undefined;
    this.submitting = true;
    try {
      return await this.gateway.submit(saved.id);
    } catch (error) {
      runInAction(() => (this.submitError = failureText(error)));
      return undefined;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private dropBlankLines(): void {
    const lines = this.form.values.lines;
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index];
      if (line !== undefined && isBlankLine(line)) this.form.removeItem('lines', index);
    }
  }

  /** The merchant accepts the surcharge (the spec's "1"): the submit carries on. */
  acceptSurcharge(): Promise<OrderSavedData | undefined> {
    this.confirmingSurcharge = false;
    this.form.set('remote_surcharge_confirmation', '1');
    return this.submit();
  }

  declineSurcharge(): void {
    this.confirmingSurcharge = false;
  }
}

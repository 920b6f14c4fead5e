import type {
  CountryOption,
  ProductBatchItem,
  ProductDetail,
  ProductRejectionRow,
} from '@portal/contract';
import type { Language } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductBatchAction, ProductGateway } from '../../gateways/product-gateway';

/** One product with every field, its rejection log, and the actions it allows now. */
export class ProductDetailModel {
  detail: ProductDetail | undefined = undefined;
  rejections: readonly ProductRejectionRow[] = [];
  loading = false;
  failed = false;
  acting: ProductBatchAction | undefined = undefined;
  /** The server's verdict on the last action. */
  outcome: ProductBatchItem | undefined = undefined;
  lastAction: ProductBatchAction | undefined = undefined;
  countries: readonly CountryOption[] = [];

  constructor(private readonly gateway: ProductGateway) {
    makeAutoObservable<ProductDetailModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(id: number): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const [detail, rejections] = await Promise.all([
        this.gateway.detail(id),
        this.gateway.rejections(id),
      ]);
      runInAction(() => {
        this.detail = detail;
        this.rejections = rejections;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The country list, so the stored English country name can be read in Chinese. */
  async loadCountries(): Promise<void> {
    const countries = await this.gateway.countries().catch(() => []);
    runInAction(() => (this.countries = countries));
  }

  /** The country of manufacture in the reader's language (stored by its English name). */
  originIn(language: Language): string {
    const origin = this.detail?.origin ?? '';
    if (language !== 'zh') return origin;
    const country = this.countries.find((c) => c.name.toLowerCase() === origin.toLowerCase());
    return country !== undefined && country.cn_name !== '' ? country.cn_name : origin;
  }

  async run(action: ProductBatchAction): Promise<void> {
    const detail = this.detail;
    if (detail === undefined) return;
    this.acting = action;
    this.lastAction = action;
    this.outcome = undefined;
    try {
      const answer = await this.gateway.batch(action, [detail.id]);
      runInAction(() => (this.outcome = answer.results[0]));
      await this.load(detail.id);
    } catch {
      // a refused request was toasted by the request layer
    } finally {
      runInAction(() => (this.acting = undefined));
    }
  }

  pictureUrl(id: string): string {
    return this.gateway.pictureUrl(id);
  }
}

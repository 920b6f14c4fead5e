import type {
  CountryOption,
  ProductBatchItem,
  ProductDetail,
  ProductRejectionRow,
} from '@portal/contract';
import type { Language } from '@portal/domain';
import { originCountryCode } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductBatchAction, ProductGateway } from '../../gateways/product-gateway';
import { Pending, Remote } from '../../kit/remote';

/** A product as the detail shows it: every field and its rejection log. */
export interface ProductRecord {
  readonly detail: ProductDetail;
  readonly rejections: readonly ProductRejectionRow[];
}

/** One product with every field, its rejection log, and the actions it allows now. */
export class ProductDetailModel {
  readonly record: Remote<ProductRecord>;
  /** The action whose call runs. */
  readonly pending = new Pending<ProductBatchAction>();
  /** The last action and the server's verdict on it. */
  outcome: { readonly action: ProductBatchAction; readonly item?: ProductBatchItem } | undefined =
    undefined;
  countries: readonly CountryOption[] = [];

  constructor(
    private readonly gateway: ProductGateway,
    readonly id: number,
  ) {
    this.record = new Remote(async () => {
      const [detail, rejections] = await Promise.all([gateway.detail(id), gateway.rejections(id)]);
      return { detail, rejections };
    });
    makeAutoObservable<ProductDetailModel, 'gateway'>(
      this,
      { gateway: false, record: false, pending: false },
      { autoBind: true },
    );
  }

  /** The country list, so the stored English country name can be read in Chinese. */
  async loadCountries(): Promise<void> {
    const countries = await this.gateway.countries().catch(() => []);
    runInAction(() => (this.countries = countries));
  }

  /** The country of manufacture in the reader's language (stored by its English name). */
  originIn(language: Language): string {
    const origin = this.record.value?.detail.origin ?? '';
    if (language !== 'zh') return origin;
    const country = this.countries.find((c) => c.code === originCountryCode(origin));
    return country !== undefined && country.cn_name !== '' ? country.cn_name : origin;
  }

  /** Runs an action through the batch endpoint (a refused request was toasted), then reloads. */
  async run(action: ProductBatchAction): Promise<void> {
    this.outcome = undefined;
    const answer = await this.pending.run(action, () => this.gateway.batch(action, [this.id]));
    if (answer === undefined) return;
    runInAction(() => (this.outcome = { action, item: answer.results[0] }));
    await this.record.load();
  }

  pictureUrl(id: string): string {
    return this.gateway.pictureUrl(id);
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { SelectOption } from '../components/SelectField';

/** SKUs as a picker's options: each once, in their order, no blank. */
export const skuOptions = (skus: readonly string[]): readonly SelectOption[] =>
  [...new Set(skus)].filter((sku) => sku.trim() !== '').map((sku) => ({ value: sku, text: sku }));

/** The SKU input of a list field's rows (ItemRows) as a picker: a placeholder until one is chosen. */
export const skuPicker = (label: string, placeholder: string, options: readonly SelectOption[]) =>
  ({ key: 'sku', label, placeholder, options }) as const;

/**
 * The products a SKU picker offers (the ASN's and the return's lines): one server page found by
 * keyword, an answer to an older search dropped; the SKUs already chosen stay offered even when
 * the search no longer finds them.
 */
export class SkuChoices<Product extends { readonly sku: string }> {
  products: readonly Product[] = [];
  keyword = '';
  loading = false;
  /** The number of the latest search: only its answer is shown, only its end stops the loading. */
  private latest = 0;

  constructor(
    private readonly find: (keyword: string) => Promise<{ readonly list: readonly Product[] }>,
  ) {
    makeAutoObservable<SkuChoices<Product>, 'find' | 'latest'>(
      this,
      { find: false, latest: false },
      { autoBind: true },
    );
  }

  /** The options of a line's picker: the chosen SKUs, then those found, each once, no blank. */
  options(chosen: readonly string[]): readonly SelectOption[] {
    return skuOptions([...chosen, ...this.products.map((product) => product.sku)]);
  }

  /** A line's SKU picker for ItemRows offering these options. */
  picker(label: string, placeholder: string, chosen: readonly string[]) {
    return skuPicker(label, placeholder, this.options(chosen));
  }

  async search(keyword: string): Promise<void> {
    const request = ++this.latest;
    this.keyword = keyword;
    this.loading = true;
    try {
      const page = await this.find(keyword);
      runInAction(() => {
        if (request === this.latest) this.products = page.list;
      });
    } catch {
      // the request layer has told the user; the pickers keep what they had
    } finally {
      runInAction(() => {
        if (request === this.latest) this.loading = false;
      });
    }
  }
}

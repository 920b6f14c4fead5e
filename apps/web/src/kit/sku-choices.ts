import { makeAutoObservable, runInAction } from 'mobx';
import type { SelectOption } from '../components/SelectField';

/**
 * The products a SKU picker offers (the ASN's and the return's lines): one server page found by
 * keyword, an answer to an older keyword dropped; the SKUs already chosen stay offered even when
 * the search no longer finds them.
 */
export class SkuChoices<Product extends { readonly sku: string }> {
  products: readonly Product[] = [];
  keyword = '';
  loading = false;

  constructor(
    private readonly find: (keyword: string) => Promise<{ readonly list: readonly Product[] }>,
  ) {
    makeAutoObservable<SkuChoices<Product>, 'find'>(this, { find: false }, { autoBind: true });
  }

  /** The options of a line's picker: the chosen SKUs, then those found. */
  options(chosen: readonly string[]): readonly SelectOption[] {
    const skus = new Set([...chosen, ...this.products.map((product) => product.sku)]);
    return [...skus].filter((sku) => sku.trim() !== '').map((sku) => ({ value: sku, text: sku }));
  }

  async search(keyword: string): Promise<void> {
    this.keyword = keyword;
    this.loading = true;
    try {
      const page = await this.find(keyword);
      runInAction(() => {
        if (this.keyword === keyword) this.products = page.list;
      });
    } catch {
      // the request layer has told the user; the pickers keep what they had
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}

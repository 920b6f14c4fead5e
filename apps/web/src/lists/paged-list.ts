import type { Page } from '@portal/contract';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@portal/contract/routes';
import type { FormFields } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';

/** The page sizes a list offers; the server caps a page at PAGE_SIZE_MAX. */
export const PAGE_SIZES: readonly number[] = [PAGE_SIZE_DEFAULT, 50, PAGE_SIZE_MAX];

// Kept in the browser too: the first screen's list is created before the preference is read
// from the server, so a page load uses the size the last read stored.
const STORED_PAGE_SIZE = 'preferredPageSize';
const stored = Number(globalThis.localStorage?.getItem(STORED_PAGE_SIZE));
let preferredPageSize = PAGE_SIZES.includes(stored) ? stored : PAGE_SIZE_DEFAULT;

/** The merchant's list page size preference: lists created from now on start with it. */
export function setPreferredPageSize(size: number): void {
  if (!PAGE_SIZES.includes(size)) return;
  preferredPageSize = size;
  globalThis.localStorage?.setItem(STORED_PAGE_SIZE, String(size));
}

/** Fetches one page; `query` holds page, page_size and the non-blank filters. */
export type PageFetcher<Row, Extra> = (query: FormFields) => Promise<Page<Row> & Extra>;

/**
 * One server-paged list: filters, page, rows, loading and failure, and a selection for batch
 * actions. Pages come from the server (never a whole table in the browser), so a list of 100,000
 * products renders one page of at most 100 rows. An answer that arrives after a newer request was
 * sent is dropped, so typing in the search box never shows an older page last.
 */
export class PagedList<Row, Extra extends object = object> {
  rows: readonly Row[] = [];
  total = 0;
  page = 1;
  pageSize = preferredPageSize;
  filters: Readonly<Record<string, string>>;
  /** What came with the page besides the rows (for example the product counts per status). */
  extra: Extra | undefined = undefined;
  loading = false;
  failed = false;
  /** True once a page arrived: the empty state shows only for a real empty answer. */
  loaded = false;
  selected: ReadonlySet<number> = new Set();
  private sequence = 0;

  constructor(
    private readonly fetchPage: PageFetcher<Row, Extra>,
    readonly keyOf: (row: Row) => number,
    initialFilters: Readonly<Record<string, string>> = {},
  ) {
    this.filters = initialFilters;
    makeAutoObservable<PagedList<Row, Extra>, 'fetchPage' | 'keyOf' | 'sequence'>(
      this,
      { fetchPage: false, keyOf: false, sequence: false },
      { autoBind: true },
    );
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The 1-based positions of the first and last row shown, 0 and 0 when there are none. */
  get shownRange(): { readonly from: number; readonly to: number } {
    if (this.rows.length === 0) return { from: 0, to: 0 };
    const from = (this.page - 1) * this.pageSize + 1;
    return { from, to: from + this.rows.length - 1 };
  }

  get query(): FormFields {
    const filters = Object.entries(this.filters).filter(([, value]) => value.trim() !== '');
    return {
      ...Object.fromEntries(filters.map(([name, value]) => [name, value.trim()])),
      page: String(this.page),
      page_size: String(this.pageSize),
    };
  }

  get selectedKeys(): readonly number[] {
    return [...this.selected];
  }

  get allSelected(): boolean {
    return this.rows.length > 0 && this.rows.every((row) => this.selected.has(this.keyOf(row)));
  }

  isSelected(row: Row): boolean {
    return this.selected.has(this.keyOf(row));
  }

  toggle(row: Row): void {
    const next = new Set(this.selected);
    const key = this.keyOf(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.rows.map(this.keyOf));
  }

  /** Changes one filter and goes back to the first page (the old page may not exist any more). */
  setFilter(name: string, value: string): Promise<void> {
    this.filters = { ...this.filters, [name]: value };
    this.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.page = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
    return this.load();
  }

  setPageSize(size: number): Promise<void> {
    this.pageSize = PAGE_SIZES.includes(size) ? size : PAGE_SIZE_DEFAULT;
    this.page = 1;
    return this.load();
  }

  async load(): Promise<void> {
    const mine = ++this.sequence;
    this.loading = true;
    this.failed = false;
    try {
      const answer = await this.fetchPage(this.query);
      if (mine !== this.sequence) return;
      runInAction(() => {
        const { list, total, ...rest } = answer;
        this.rows = list;
        this.total = total;
        this.extra = rest as unknown as Extra;
        this.loaded = true;
        // a selection keeps only rows still shown, so a batch never acts on an unseen row
        const shown = new Set(list.map(this.keyOf));
        this.selected = new Set([...this.selected].filter((key) => shown.has(key)));
        // a page that emptied (rows deleted elsewhere) falls back to the last page there is
        if (list.length === 0 && total > 0 && this.page > this.pageCount) {
          void this.goTo(this.pageCount);
        }
      });
    } catch {
      if (mine !== this.sequence) return;
      runInAction(() => (this.failed = true));
    } finally {
      if (mine === this.sequence) runInAction(() => (this.loading = false));
    }
  }
}

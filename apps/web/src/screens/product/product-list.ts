import type { ProductRow } from '@portal/contract';
import type { ProductStatus } from '@portal/domain';
import { PRODUCT_STATUSES, UPLOAD_PROFILES } from '@portal/domain';
import { makeAutoObservable } from 'mobx';
import type {
  DownloadedFile,
  ProductBatchAction,
  ProductGateway,
} from '../../gateways/product-gateway';
import { BatchRun } from '../../kit/batch';
import { Pending } from '../../kit/remote';
import { FileUpload } from '../../kit/upload';
import { PagedList } from '../../lists/paged-list';

/** The status tabs: '' is "all", which the server reads as every status but deleted. */
export const PRODUCT_TABS: readonly ('' | ProductStatus)[] = ['', ...PRODUCT_STATUSES];

export const PRODUCT_BATCH_ACTIONS: readonly ProductBatchAction[] = [
  'submit',
  'activate',
  'deactivate',
  'moveToDraft',
  'delete',
];

export const isBatchAction = (action: string): action is ProductBatchAction =>
  (PRODUCT_BATCH_ACTIONS as readonly string[]).includes(action);

/** How many products a tab holds, from the counts per status the list returns. */
export function tabCount(counts: Readonly<Record<string, number>>, tab: string): number {
  if (tab !== '') return counts[tab] ?? 0;
  // "all" is what the server lists without a status: every status but deleted
  return Object.entries(counts).reduce(
    (sum, [status, n]) => (status === 'deleted' ? sum : sum + n),
    0,
  );
}

/**
 * The product list: status tabs with their counts, search and filters, server paging, a selection
 * for batch actions and each row's own actions (both through the batch endpoint, so a refused
 * product comes back with its reason), and the batch spreadsheet upload.
 */
export class ProductListModel {
  readonly list: PagedList<ProductRow, { readonly counts: Readonly<Record<string, number>> }>;
  readonly batch: BatchRun<ProductBatchAction>;
  readonly spreadsheet: FileUpload<{ readonly id: number }>;
  readonly template = new Pending<'template'>();
  /** The search box as typed; applied on submit. */
  keyword = '';

  constructor(gateway: ProductGateway) {
    const filters = { status: '', keyword: '', product_type: '', brand_type: '' };
    this.list = new PagedList(
      (query) => gateway.list(query),
      (row) => row.id,
      filters,
    );
    const skuOf = (id: number) => this.list.rows.find((row) => row.id === id)?.sku;
    this.batch = new BatchRun((action, ids) => gateway.batch(action, ids), skuOf, this.list.load);
    // checked against the domain's upload profile (XLS, XLSX or CSV up to 500 KB) first
    this.spreadsheet = new FileUpload(UPLOAD_PROFILES.spreadsheet, (file) =>
      gateway.uploadSpreadsheet(file),
    );
    this.downloadTemplate = () => this.template.run('template', () => gateway.uploadTemplate());
    makeAutoObservable(this, { list: false, batch: false, spreadsheet: false }, { autoBind: true });
  }

  /** The spreadsheet template, undefined when its download failed (the request layer said why). */
  readonly downloadTemplate: () => Promise<DownloadedFile | undefined>;

  count(tab: string): number {
    return tabCount(this.list.extra?.counts ?? {}, tab);
  }

  setKeyword(value: string): void {
    this.keyword = value;
  }

  search(): Promise<void> {
    return this.list.setFilter('keyword', this.keyword);
  }

  /** Applies an action to the selected products. */
  runBatch(action: ProductBatchAction): Promise<void> {
    return this.batch.run(action, this.list.selectedKeys);
  }

  /** Applies one row's own action. */
  runRowAction(row: ProductRow, action: ProductBatchAction): Promise<void> {
    return this.batch.run(action, [row.id]);
  }
}

import type { ProductRow } from '@portal/contract';
import type { MessageCode, ProductStatus } from '@portal/domain';
import { PRODUCT_STATUSES, UPLOAD_PROFILES, validateUploadFiles } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DownloadedFile,
  ProductBatchAction,
  ProductGateway,
} from '../../gateways/product-gateway';
import { neighbourIndex } from '../../kit/FilterTabs';
import { PagedList } from '../../lists/paged-list';
import { failureText } from '../../kit/form-model';

/** The status tabs: '' is "all", which the server reads as every status but deleted. */
export const PRODUCT_TABS: readonly ('' | ProductStatus)[] = ['', ...PRODUCT_STATUSES];

/** The tab a key moves to in the tab strip (arrows wrap around, Home and End), if any. */
export function neighbourTab(current: string, key: string): '' | ProductStatus | undefined {
  const next = neighbourIndex(
    PRODUCT_TABS.indexOf(current as '' | ProductStatus),
    PRODUCT_TABS.length,
    key,
  );
  return next === undefined ? undefined : PRODUCT_TABS[next];
}

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

/** What one batch (or one row's action) did: the server's verdict per product. */
export interface BatchOutcome {
  readonly action: ProductBatchAction;
  readonly succeeded: number;
  readonly failed: number;
  /** The refused products with the server's reason, named by SKU when the row was on the page. */
  readonly failures: readonly { readonly id: number; readonly sku: string; readonly msg: string }[];
}

/**
 * The product list: status tabs with their counts, search and filters, server paging, a selection
 * for batch actions and each row's own actions (both through the batch endpoint, so a refused
 * product comes back with its reason), and the batch spreadsheet upload.
 */
export class ProductListModel {
  readonly list: PagedList<ProductRow, { readonly counts: Readonly<Record<string, number>> }>;
  /** The search box as typed; applied on submit. */
  keyword = '';
  acting: ProductBatchAction | undefined = undefined;
  outcome: BatchOutcome | undefined = undefined;
  uploadError: MessageCode | undefined = undefined;
  /** The server's reason when it refused the spreadsheet (the uploader shows no toast). */
  uploadFailure: string | undefined = undefined;
  uploading = false;
  downloading = false;

  constructor(private readonly gateway: ProductGateway) {
    this.list = new PagedList(
      (query) => gateway.list(query),
      (row) => row.id,
      {
        status: '',
        keyword: '',
        product_type: '',
        brand_type: '',
      },
    );
    makeAutoObservable<ProductListModel, 'gateway'>(
      this,
      { gateway: false, list: false },
      { autoBind: true },
    );
  }

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
    return this.apply(action, this.list.selectedKeys);
  }

  /** Applies one row's own action. */
  runRowAction(row: ProductRow, action: ProductBatchAction): Promise<void> {
    return this.apply(action, [row.id]);
  }

  dismissOutcome(): void {
    this.outcome = undefined;
  }

  private async apply(action: ProductBatchAction, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const skuOf = new Map(this.list.rows.map((row) => [row.id, row.sku]));
    this.acting = action;
    this.outcome = undefined;
    try {
      const answer = await this.gateway.batch(action, ids);
      runInAction(() => {
        this.outcome = {
          action,
          succeeded: answer.succeeded,
          failed: answer.failed,
          failures: answer.results
            .filter((item) => !item.ok)
            .map((item) => ({
              id: item.id,
              sku: skuOf.get(item.id) ?? `#${item.id}`,
              msg: item.msg,
            })),
        };
      });
      await this.list.load();
    } catch {
      // a refused request (not a refused row) was toasted by the request layer
    } finally {
      runInAction(() => (this.acting = undefined));
    }
  }

  /**
   * Checks the spreadsheet against the domain's upload profile (XLS, XLSX or CSV up to 500 KB)
   * before sending it; resolves with the stored result's id.
   */
  async upload(file: File): Promise<number | undefined> {
    this.uploadError = validateUploadFiles(
      [{ name: file.name, sizeBytes: file.size }],
      UPLOAD_PROFILES.spreadsheet,
    );
    this.uploadFailure = undefined;
    if (this.uploadError !== undefined) return undefined;
    this.uploading = true;
    try {
      const result = await this.gateway.uploadSpreadsheet(file);
      return result.id;
    } catch (error) {
      runInAction(() => (this.uploadFailure = failureText(error)));
      return undefined;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  async template(): Promise<DownloadedFile | undefined> {
    this.downloading = true;
    try {
      return await this.gateway.uploadTemplate();
    } catch {
      return undefined;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }
}

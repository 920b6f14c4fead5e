import type { OrderListRow } from '@portal/contract';
import type { FormFields, MessageCode, OrderStatus } from '@portal/domain';
import {
  ORDER_STATUSES,
  parseBatchSearchNumbers,
  validateBatchSearchNumbers,
  validateExportRowCount,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  OrderBatchAction,
  OrderCounts,
  OrderExport,
  OrderGateway,
  OrderStop,
} from '../../gateways/order-gateway';
import { PagedList } from '../../lists/paged-list';

/** The status tabs: '' is "all", which the server reads as every status but deleted. */
export const ORDER_TABS: readonly ('' | OrderStatus)[] = [
  '',
  ...ORDER_STATUSES.filter((status) => status !== 'deleted'),
];

export const ORDER_BATCH_ACTIONS: readonly OrderBatchAction[] = [
  'submit',
  'moveToDraft',
  'cancel',
  'intercept',
  'delete',
];

/** The filters the list, its tab counts and the export share (the status is the tab's). */
export const ORDER_FILTERS = [
  'numbers',
  'search_field',
  'warehouse_id',
  'shipping_method',
  'country',
  'sku',
  'date_from',
  'date_to',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

const EMPTY_FILTERS: Readonly<Record<string, string>> = {
  status: '',
  ...Object.fromEntries(ORDER_FILTERS.map((name) => [name, ''])),
  search_field: 'all',
};

/** How many orders a tab holds, from the counts per status. */
export function orderTabCount(counts: OrderCounts | undefined, tab: string): number {
  if (counts === undefined) return 0;
  if (tab === '') return counts.total;
  return counts.tabs.find((entry) => entry.status === tab)?.count ?? 0;
}

/** The list query without paging and status: what the tab counts and the export read. */
export const filtersOf = (query: FormFields): FormFields =>
  Object.fromEntries(
    Object.entries(query).filter(([name]) => (ORDER_FILTERS as readonly string[]).includes(name)),
  );

/** What a batch did: the server's verdict per order. */
export interface OrderBatchOutcome {
  readonly action: OrderBatchAction;
  readonly succeeded: number;
  readonly failed: number;
  /** The refused orders with the domain's reason, named by order number when on the page. */
  readonly failures: readonly {
    readonly id: number;
    readonly orderNo: string;
    readonly reason: MessageCode;
  }[];
}

/**
 * The order list: status tabs with their counts (read with each page under the same filters),
 * the batch search of up to 500 numbers, filters, server paging, a selection for batch actions
 * with each order's outcome, row actions and the export of the list (up to 800 rows).
 */
export class OrderListModel {
  readonly list: PagedList<OrderListRow, { readonly counts?: OrderCounts }>;
  /** The batch search box as typed; applied on search. */
  numbers = '';
  numbersError: MessageCode | undefined = undefined;
  acting: string | undefined = undefined;
  outcome: OrderBatchOutcome | undefined = undefined;
  exporting = false;
  /** Why the export was not asked for (more rows than one export takes). */
  exportError: MessageCode | undefined = undefined;

  constructor(private readonly gateway: OrderGateway) {
    this.list = new PagedList(
      async (query) => {
        const [page, counts] = await Promise.all([
          gateway.list(query),
          gateway.counts(filtersOf(query)),
        ]);
        return { ...page, counts };
      },
      (row) => row.id,
      EMPTY_FILTERS,
    );
    makeAutoObservable<OrderListModel, 'gateway'>(
      this,
      { gateway: false, list: false },
      { autoBind: true },
    );
  }

  count(tab: string): number {
    return orderTabCount(this.list.extra?.counts, tab);
  }

  setNumbers(text: string): void {
    this.numbers = text;
    this.numbersError = undefined;
  }

  /** Applies the batch search (the domain's 500-number limit first). */
  search(): Promise<void> {
    const numbers = parseBatchSearchNumbers(this.numbers);
    this.numbersError = validateBatchSearchNumbers(numbers);
    if (this.numbersError !== undefined) return Promise.resolve();
    return this.list.setFilter('numbers', numbers.join(','));
  }

  /** Clears the search and every filter but the tab. */
  clearFilters(): Promise<void> {
    this.numbers = '';
    this.numbersError = undefined;
    this.list.filters = { ...EMPTY_FILTERS, status: this.list.filters['status'] ?? '' };
    return this.list.setFilter('numbers', '');
  }

  isActing(key: string): boolean {
    return this.acting === key;
  }

  dismissOutcome(): void {
    this.outcome = undefined;
  }

  /** Applies a batch action to the selected orders; each order answers for itself. */
  runBatch(action: OrderBatchAction, stop?: OrderStop): Promise<void> {
    return this.apply(action, this.list.selectedKeys, stop, action);
  }

  /** One row's action through the same endpoint, so a refusal comes back with its reason. */
  runRowAction(row: OrderListRow, action: OrderBatchAction, stop?: OrderStop): Promise<void> {
    return this.apply(action, [row.id], stop, `${row.id}:${action}`);
  }

  private async apply(
    action: OrderBatchAction,
    ids: readonly number[],
    stop: OrderStop | undefined,
    key: string,
  ): Promise<void> {
    if (ids.length === 0) return;
    const numberOf = new Map(this.list.rows.map((row) => [row.id, row.order_no]));
    this.acting = key;
    this.outcome = undefined;
    try {
      const answer = await this.gateway.batch(action, ids, stop);
      runInAction(() => {
        const failures = answer.results.filter((result) => !result.ok);
        this.outcome = {
          action,
          succeeded: answer.results.length - failures.length,
          failed: failures.length,
          failures: failures.map((result) => ({
            id: result.id,
            orderNo: numberOf.get(result.id) ?? `#${result.id}`,
            reason: result.refusal ?? { code: 'REQUEST.FAILED' },
          })),
        };
      });
      await this.list.load();
    } catch {
      // a refused request (not a refused order) was toasted by the request layer
    } finally {
      runInAction(() => (this.acting = undefined));
    }
  }

  /** The list as it is filtered now (its tab included), as XLSX; undefined when refused. */
  async exportList(): Promise<OrderExport | undefined> {
    this.exportError = validateExportRowCount(this.list.total);
    if (this.exportError !== undefined) return undefined;
    this.exporting = true;
    try {
      const filters = Object.entries(this.list.query).filter(
        ([name]) => name !== 'page' && name !== 'page_size',
      );
      return await this.gateway.export(Object.fromEntries(filters));
    } catch {
      return undefined;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}

/** The XLSX of an export answer as a file the browser saves. */
export function exportFile(answer: OrderExport): Blob {
  const bytes = Uint8Array.from(atob(answer.content_base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: answer.content_type });
}

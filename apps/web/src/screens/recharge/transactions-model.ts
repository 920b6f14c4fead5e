import type { LedgerRow } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { message, validateExportRowCount } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { DateRangeGuard } from '../../kit/date-range';
import { base64File } from '../../kit/save-file';
import { PagedList } from '../../lists/paged-list';

/** A file to hand to the browser's save. */
export interface SavedFile {
  readonly body: Blob;
  readonly name: string;
}

/**
 * The transactions: every ledger movement, paged by the server, filtered by kind and days, and
 * their export as XLSX with the same filters (up to 800 rows, refused before calling beyond).
 */
export class TransactionsModel {
  readonly dates = new DateRangeGuard();
  readonly list: PagedList<LedgerRow>;
  exporting = false;
  /** Why the last export gave no file: too many rows, or the call failed. */
  exportProblem: MessageCode | undefined = undefined;

  constructor(private readonly gateway: BillingGateway) {
    this.list = new PagedList<LedgerRow>(
      this.dates.guard((query) => gateway.transactions(query)),
      (row) => row.id,
      { kind: '', start_date: '', end_date: '' },
    );
    makeAutoObservable<TransactionsModel, 'gateway'>(
      this,
      { gateway: false, list: false, dates: false },
      { autoBind: true },
    );
  }

  /** The list as it is filtered now as an XLSX file; undefined (with the reason) when none. */
  async exportList(): Promise<SavedFile | undefined> {
    this.exportProblem = validateExportRowCount(this.list.total);
    if (this.exportProblem !== undefined) return undefined;
    this.exporting = true;
    try {
      const filters = Object.entries(this.list.query).filter(
        ([name]) => name !== 'page' && name !== 'page_size',
      );
      const answer = await this.gateway.exportTransactions(Object.fromEntries(filters));
      return { body: base64File(answer), name: answer.file_name };
    } catch {
      runInAction(() => (this.exportProblem = message('UI.RECHARGE.EXPORT_FAILED')));
      return undefined;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}

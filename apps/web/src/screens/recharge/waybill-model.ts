import type { WaybillQueryData } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { message, parseBatchSearchNumbers, validateBatchSearchNumbers } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { base64File } from '../../kit/save-file';
import type { SavedFile } from './transactions-model';

/**
 * The waybill query: pasted numbers checked by the domain's batch rule (at most 500) before
 * calling, then the orders found with what each was charged and the numbers found nowhere.
 */
export class WaybillQueryModel {
  numbers = '';
  problem: MessageCode | undefined = undefined;
  result: WaybillQueryData | undefined = undefined;
  searching = false;

  constructor(private readonly gateway: BillingGateway) {
    makeAutoObservable<WaybillQueryModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  setNumbers(text: string): void {
    this.numbers = text;
  }

  async search(): Promise<void> {
    const numbers = parseBatchSearchNumbers(this.numbers);
    this.problem =
      numbers.length === 0 ? message('VALIDATION.REQUIRED') : validateBatchSearchNumbers(numbers);
    if (this.problem !== undefined) return;
    this.searching = true;
    try {
      const result = await this.gateway.waybills(numbers.join('\n'));
      runInAction(() => (this.result = result));
    } catch {
      // the shared client has shown the server's reason
    } finally {
      runInAction(() => (this.searching = false));
    }
  }
}

/** The quotation download: busy while it runs, and why it gave no file. */
export class QuotationDownload {
  downloading = false;
  failed = false;

  constructor(private readonly gateway: BillingGateway) {
    makeAutoObservable<QuotationDownload, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async download(): Promise<SavedFile | undefined> {
    this.downloading = true;
    this.failed = false;
    try {
      const answer = await this.gateway.quotation();
      return { body: base64File(answer), name: answer.file_name };
    } catch {
      runInAction(() => (this.failed = true));
      return undefined;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }
}

import type { RmaDetail } from '@portal/contract';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { Pending, Remote } from '../../kit/remote';
import { submitRma } from './rma-list-model';

/** One return as loaded, and its submit (the list's row action, here for one return). */
export class RmaViewModel {
  readonly record: Remote<RmaDetail>;
  readonly pending = new Pending<number>();

  constructor(
    private readonly gateway: RmaGateway,
    readonly id: number,
  ) {
    this.record = new Remote(() => gateway.detail(id));
  }

  async submit(): Promise<void> {
    const detail = this.record.value;
    if (detail === undefined) return;
    if ((await submitRma(this.gateway, this.pending, detail)) !== undefined)
      await this.record.load();
  }
}

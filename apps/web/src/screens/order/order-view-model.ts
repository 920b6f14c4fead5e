import type { OrderDetail } from '@portal/contract';
import { makeAutoObservable } from 'mobx';
import type {
  OrderActionName,
  OrderGateway,
  OrderStop,
  OrderStopKind,
} from '../../gateways/order-gateway';
import { Pending, Remote } from '../../kit/remote';
import { stopKindsOf } from './order-labels';

/** A button of the view: an action endpoint call, a submit, or a stop (with its dialog). */
export type OrderViewAction = OrderActionName | 'submit' | OrderStopKind;

/** One outbound order as the view shows it, with the merchant's actions on it. */
export class OrderViewModel {
  readonly record: Remote<OrderDetail>;
  readonly pending = new Pending<OrderViewAction>();

  constructor(
    private readonly gateway: OrderGateway,
    readonly id: number,
  ) {
    this.record = new Remote(() => gateway.detail(id));
    makeAutoObservable<OrderViewModel, 'gateway'>(
      this,
      { gateway: false, record: false, pending: false },
      { autoBind: true },
    );
  }

  private get allowed(): readonly string[] {
    return this.record.value?.actions ?? [];
  }

  get canEdit(): boolean {
    return this.allowed.includes('edit');
  }

  get canSubmit(): boolean {
    return this.allowed.includes('submit');
  }

  get canMoveToDraft(): boolean {
    return this.allowed.includes('moveToDraft');
  }

  get canDelete(): boolean {
    return this.allowed.includes('delete');
  }

  /** Cancel and/or intercept, as the machine allows them now. */
  get stopKinds(): readonly OrderStopKind[] {
    const detail = this.record.value;
    // an interception already asked for waits for the warehouse's answer
    if (detail === undefined || detail.intercept === 'requested') return [];
    return stopKindsOf(this.allowed);
  }

  /** Runs an action; true when the server took it (the order is then read again). */
  async act(action: OrderActionName | 'submit'): Promise<boolean> {
    const done = await this.pending.run(action, () =>
      action === 'submit' ? this.gateway.submit(this.id) : this.gateway.act(this.id, action),
    );
    if (done === undefined) return false;
    if (action !== 'delete') await this.record.load();
    return true;
  }

  /** Cancels or intercepts; true when the server took it. */
  async stop(kind: OrderStopKind, stop: OrderStop): Promise<boolean> {
    const done = await this.pending.run(kind, () => this.gateway.stop(this.id, kind, stop));
    if (done === undefined) return false;
    // a complete cancel deletes the order at once: there is nothing left to read
    if (!(kind === 'cancel' && stop.complete)) await this.record.load();
    return true;
  }
}

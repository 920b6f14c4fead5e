import type { RmaDetail } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { RmaListModel } from './rma-list-model';

/** One return as loaded, and its submit (the row action of the list, here for one return). */
export class RmaViewModel {
  detail: RmaDetail | undefined = undefined;
  loading = true;
  failed = false;
  private readonly actions: RmaListModel;

  constructor(
    private readonly gateway: RmaGateway,
    readonly id: number,
  ) {
    this.actions = new RmaListModel(gateway);
    makeAutoObservable<RmaViewModel, 'gateway' | 'actions'>(
      this,
      { gateway: false, actions: false },
      { autoBind: true },
    );
  }

  get submitting(): boolean {
    return this.actions.busy !== undefined;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const detail = await this.gateway.detail(this.id);
      runInAction(() => {
        this.detail = detail;
        this.failed = false;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async submit(): Promise<void> {
    if (this.detail === undefined) return;
    if ((await this.actions.submit(this.detail)) !== undefined) await this.load();
  }
}

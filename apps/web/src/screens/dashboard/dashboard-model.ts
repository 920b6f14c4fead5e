import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardData, DashboardGateway } from '../../gateways/dashboard-gateway';

/** The dashboard's figures, loaded together; a failure leaves the last figures in place. */
export class DashboardModel {
  data: DashboardData | undefined = undefined;
  loading = false;
  failed = false;

  constructor(private readonly gateway: DashboardGateway) {
    makeAutoObservable<DashboardModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(warehouseId: number | undefined): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const data = await this.gateway.load(warehouseId);
      runInAction(() => (this.data = data));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}

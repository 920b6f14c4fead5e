import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardData, DashboardGateway } from '../../gateways/dashboard-gateway';
import { loadOrderTexts } from '../order/screens';

/**
 * The dashboard's figures, loaded together with the order texts their labels need (order
 * statuses, in the order screens' text chunk); a failure leaves the last figures in place.
 */
export class DashboardModel {
  data: DashboardData | undefined = undefined;
  loading = false;
  failed = false;
  /** The charts' figures drawn as tables too (the reader's choice; they are always read out). */
  figuresShown = false;

  constructor(
    private readonly gateway: DashboardGateway,
    private readonly loadTexts: () => Promise<void> = loadOrderTexts,
  ) {
    makeAutoObservable<DashboardModel, 'gateway' | 'loadTexts'>(
      this,
      { gateway: false, loadTexts: false },
      { autoBind: true },
    );
  }

  async load(warehouseId: number | undefined): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const [data] = await Promise.all([this.gateway.load(warehouseId), this.loadTexts()]);
      runInAction(() => (this.data = data));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  toggleFigures(): void {
    this.figuresShown = !this.figuresShown;
  }
}

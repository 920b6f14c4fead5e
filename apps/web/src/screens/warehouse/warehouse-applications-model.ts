import type { ProviderWarehouse, WarehouseApplication } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActivationGateway } from '../../gateways/activation-gateway';
import { Remote } from '../../kit/remote';

/** One provider warehouse with the merchant's application for it, if any. */
export interface WarehouseChoice {
  readonly warehouse: ProviderWarehouse;
  readonly application: WarehouseApplication | undefined;
}

/** Applying is open for a warehouse never applied for, or one the provider refused (reapply). */
export const canApply = (choice: WarehouseChoice): boolean =>
  choice.application === undefined || choice.application.status === 'not_approved';

/** Every warehouse of the provider beside the merchant's application for it, in the provider's order. */
export function choicesOf(
  warehouses: readonly ProviderWarehouse[],
  applications: readonly WarehouseApplication[],
): WarehouseChoice[] {
  return warehouses.map((warehouse) => ({
    warehouse,
    application: applications.find((a) => a.warehouse_id === warehouse.value),
  }));
}

/**
 * Warehouses not activated (/account/warehouse/notActivated): apply for another warehouse and
 * follow the provider's decision (pending, approved, refused with its reason). After an apply
 * and at every load the user is read again, so the header's warehouse selector lists the
 * approved warehouses.
 */
export class WarehouseApplicationsModel {
  readonly data: Remote<WarehouseChoice[]>;
  applying: number | undefined = undefined;
  applyFailed = false;

  constructor(
    private readonly gateway: ActivationGateway,
    private readonly refreshUser: () => Promise<unknown>,
  ) {
    this.data = new Remote(async () => {
      const [warehouses, progress] = await Promise.all([
        gateway.warehouseChoices(),
        gateway.progress(),
      ]);
      return choicesOf(warehouses, progress.warehouses);
    });
    makeAutoObservable<WarehouseApplicationsModel, 'gateway' | 'refreshUser'>(
      this,
      { gateway: false, refreshUser: false, data: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await Promise.all([this.data.load(), this.refreshUser()]);
  }

  async apply(warehouseId: number): Promise<void> {
    this.applying = warehouseId;
    this.applyFailed = false;
    try {
      const progress = await this.gateway.applyForWarehouse(warehouseId);
      const warehouses = (this.data.value ?? []).map((choice) => choice.warehouse);
      runInAction(() => this.data.show(choicesOf(warehouses, progress.warehouses)));
      await this.refreshUser();
    } catch {
      runInAction(() => (this.applyFailed = true));
    } finally {
      runInAction(() => (this.applying = undefined));
    }
  }
}

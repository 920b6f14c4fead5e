import type { InventoryBatchRow, InventoryLogRow, InventoryRow } from '@portal/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { PagedList } from '../../lists/paged-list';
import { ThresholdForm } from './threshold-form';

/** Why stock moved (the server's cause codes), with their label keys. */
export const CAUSE_KEYS: Readonly<Record<string, string>> = {
  asn_approved: 'UI.INVENTORY.CAUSE_ASN_APPROVED',
  asn_received: 'UI.INVENTORY.CAUSE_ASN_RECEIVED',
  asn_finished_short: 'UI.INVENTORY.CAUSE_ASN_FINISHED_SHORT',
  asn_finished: 'UI.INVENTORY.CAUSE_ASN_FINISHED',
  rma_back_to_shelf: 'UI.INVENTORY.CAUSE_RMA_BACK_TO_SHELF',
  rma_received: 'UI.INVENTORY.CAUSE_RMA_RECEIVED',
};

/** The label key of a cause; a cause this screen does not know yet is shown as it came. */
export const causeKey = (cause: string): string => CAUSE_KEYS[cause] ?? cause;

/** A delta as the log shows it: a sign on every non-zero figure (+5, -2, 0). */
export const signed = (delta: number): string => (delta > 0 ? `+${delta}` : String(delta));

/** Reads a route id segment: a positive whole number, or undefined. */
export const routeId = (value: string | undefined): number | undefined =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/**
 * One product's stock in one warehouse: its figures, the alert threshold form, and two server-paged
 * tables: the log of its movements in that warehouse and its received batches.
 */
export class InventoryEditModel {
  stock: InventoryRow | undefined = undefined;
  loading = false;
  /** True when the stock could not be read or the merchant has none of it there. */
  missing = false;
  readonly threshold: ThresholdForm;
  readonly log: PagedList<InventoryLogRow>;
  readonly batches: PagedList<InventoryBatchRow>;

  constructor(
    private readonly gateway: InventoryGateway,
    readonly productId: number,
    readonly warehouseId: number,
  ) {
    this.threshold = new ThresholdForm(gateway, productId, warehouseId);
    this.log = new PagedList<InventoryLogRow>(
      (query) => gateway.log(query),
      (row) => row.id,
      { product_id: String(productId), warehouse_id: String(warehouseId) },
    );
    this.batches = new PagedList<InventoryBatchRow>(
      (query) => gateway.batches(query),
      (row) => row.id,
      { product_id: String(productId) },
    );
    makeAutoObservable<InventoryEditModel, 'gateway'>(
      this,
      { gateway: false, threshold: false, log: false, batches: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.loading = true;
    void this.log.load();
    void this.batches.load();
    try {
      const stock = await this.gateway.stockOf(this.productId, this.warehouseId);
      runInAction(() => {
        this.stock = stock;
        this.missing = stock === undefined;
        if (stock !== undefined) this.threshold.reset(stock.low_stock_threshold);
      });
    } catch {
      runInAction(() => (this.missing = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Saves the threshold and shows the stock row the server answers with. */
  async saveThreshold(): Promise<boolean> {
    const saved = await this.threshold.save();
    if (saved === undefined) return false;
    runInAction(() => {
      this.stock = saved;
      this.threshold.reset(saved.low_stock_threshold);
    });
    return true;
  }
}

import type { InventoryBatchRow, InventoryLogRow, InventoryRow } from '@portal/contract';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { Remote } from '../../kit/remote';
import { PagedList } from '../../lists/paged-list';
import { thresholdForm } from './threshold-form';

/** Why stock moved (the server's cause codes), each with its label key spelled out for the key scan. */
const CAUSE_KEYS: Readonly<Record<string, string>> = {
  asn_approved: 'UI.INVENTORY.CAUSE_ASN_APPROVED',
  asn_received: 'UI.INVENTORY.CAUSE_ASN_RECEIVED',
  asn_finished_short: 'UI.INVENTORY.CAUSE_ASN_FINISHED_SHORT',
  asn_finished: 'UI.INVENTORY.CAUSE_ASN_FINISHED',
  rma_back_to_shelf: 'UI.INVENTORY.CAUSE_RMA_BACK_TO_SHELF',
  rma_received: 'UI.INVENTORY.CAUSE_RMA_RECEIVED',
  order_reserved: 'UI.INVENTORY.CAUSE_ORDER_RESERVED',
  order_released: 'UI.INVENTORY.CAUSE_ORDER_RELEASED',
  order_shipped: 'UI.INVENTORY.CAUSE_ORDER_SHIPPED',
};

/** The label key of a cause; a cause this screen does not know yet is shown as it came. */
export const causeKey = (cause: string): string => CAUSE_KEYS[cause] ?? cause;

/** A delta as the log shows it: a sign on every non-zero figure (+5, -2, 0). */
export const signed = (delta: number): string => (delta > 0 ? `+${delta}` : String(delta));

/**
 * One product's stock in one warehouse: its figures (undefined when the merchant has none of it
 * there), the alert threshold form, and two server-paged tables: the log of its movements in that
 * warehouse and its received batches.
 */
export class InventoryEditModel {
  readonly stock: Remote<InventoryRow | undefined>;
  readonly threshold = thresholdForm();
  readonly log: PagedList<InventoryLogRow>;
  readonly batches: PagedList<InventoryBatchRow>;

  constructor(
    private readonly gateway: InventoryGateway,
    readonly productId: number,
    readonly warehouseId: number,
  ) {
    this.stock = new Remote(() => gateway.stockOf(productId, warehouseId));
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
  }

  /** True when the stock could not be read or the merchant has none of it there. */
  get missing(): boolean {
    return this.stock.failed || (!this.stock.loading && this.stock.value === undefined);
  }

  async load(): Promise<void> {
    void this.log.load();
    void this.batches.load();
    await this.stock.load();
    this.showThreshold(this.stock.value);
  }

  /** Saves the threshold and shows the stock row the server answers with. */
  async saveThreshold(): Promise<boolean> {
    const { gateway, productId, warehouseId } = this;
    const saved = await this.threshold.save('save', (fields) =>
      gateway.setThreshold(productId, warehouseId, Number(fields['low_stock_threshold'])),
    );
    if (saved === undefined) return false;
    this.stock.show(saved);
    this.showThreshold(saved);
    return true;
  }

  private showThreshold(stock: InventoryRow | undefined): void {
    if (stock !== undefined)
      this.threshold.reset({ low_stock_threshold: String(stock.low_stock_threshold) });
  }
}

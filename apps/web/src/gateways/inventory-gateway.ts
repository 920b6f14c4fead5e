import type { InventoryBatchRow, InventoryLogRow, InventoryRow, Page } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { FormFields, HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Stock per product and warehouse, its log and batches, and the low-stock alert edit. */
export interface InventoryGateway {
  /** One page; `query` carries the contract's list fields (page, page_size, filters). */
  list(query: FormFields): Promise<Page<InventoryRow>>;
  /** One product's stock in one warehouse; undefined when the merchant has none there. */
  stockOf(productId: number, warehouseId: number): Promise<InventoryRow | undefined>;
  /** One page of movements; `query` carries page, page_size, product_id and warehouse_id. */
  log(query: FormFields): Promise<Page<InventoryLogRow>>;
  /** One page of received batches; `query` carries page, page_size and product_id. */
  batches(query: FormFields): Promise<Page<InventoryBatchRow>>;
  /** Sets the low-stock alert threshold (0 turns it off); answers the updated stock row. */
  setThreshold(productId: number, warehouseId: number, threshold: number): Promise<InventoryRow>;
}

export class HttpInventoryGateway implements InventoryGateway {
  constructor(private readonly http: HttpClient) {}

  list(query: FormFields): Promise<Page<InventoryRow>> {
    return callEndpoint(this.http, ROUTES.inventory.list, query);
  }

  async stockOf(productId: number, warehouseId: number): Promise<InventoryRow | undefined> {
    const page = await this.list({
      product_id: String(productId),
      warehouse_id: String(warehouseId),
      page: '1',
      page_size: '1',
    });
    return page.list[0];
  }

  log(query: FormFields): Promise<Page<InventoryLogRow>> {
    return callEndpoint(this.http, ROUTES.inventory.log, query);
  }

  batches(query: FormFields): Promise<Page<InventoryBatchRow>> {
    return callEndpoint(this.http, ROUTES.inventory.batches, query);
  }

  setThreshold(productId: number, warehouseId: number, threshold: number): Promise<InventoryRow> {
    return callEndpoint(this.http, ROUTES.inventory.edit, {
      product_id: String(productId),
      warehouse_id: String(warehouseId),
      low_stock_threshold: String(threshold),
    });
  }
}

import type { InventoryBatchRow, InventoryLogRow, InventoryRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { inventoryBatchRow, inventoryLogRow, inventoryRow } from './inventory-view';
import type { InventoryRepository } from './repository';

/** The ports the inventory use cases use (ADR 0068). */
export type InventoryPorts = Pick<Deps, 'now'> & { readonly inventory: InventoryRepository };

/** The merchant's stock, its log and batches, and the one edit: the low-stock threshold. */
export function inventoryUseCases({ inventory, now }: InventoryPorts) {
  return {
    async list(
      session: SessionContext,
      input: InputFor<'inventory.list'>,
    ): Promise<Outcome<Page<InventoryRow>>> {
      const paging = pagingOf(input);
      const { rows, total } = await inventory.pageOfStock(
        {
          customerId: session.customerId,
          warehouseId: input.warehouse_id,
          productId: input.product_id,
          keyword: (input['keyword'] ?? '').trim().toLowerCase(),
          lowStock: isFlagOn(input.low_stock),
        },
        paging,
      );
      return succeed(pageOf(rows.map(inventoryRow), total, paging));
    },

    async log(
      session: SessionContext,
      input: InputFor<'inventory.log'>,
    ): Promise<Outcome<Page<InventoryLogRow>>> {
      const paging = pagingOf(input);
      const { rows, total } = await inventory.pageOfLog(
        {
          customerId: session.customerId,
          productId: input.product_id,
          warehouseId: input.warehouse_id,
        },
        paging,
      );
      return succeed(pageOf(rows.map(inventoryLogRow), total, paging));
    },

    async batches(
      session: SessionContext,
      input: InputFor<'inventory.batches'>,
    ): Promise<Outcome<Page<InventoryBatchRow>>> {
      const paging = pagingOf(input);
      const { rows, total } = await inventory.pageOfBatches(
        session.customerId,
        input.product_id,
        paging,
      );
      return succeed(pageOf(rows.map(inventoryBatchRow), total, paging));
    },

    /**
     * What a merchant may edit of its stock is the low-stock alert threshold only: the figures
     * themselves move through ASNs, returns and orders, each with a log line.
     */
    async edit(
      session: SessionContext,
      input: InputFor<'inventory.edit'>,
    ): Promise<Outcome<InventoryRow>> {
      const row = await inventory.setLowStockThreshold({
        customerId: session.customerId,
        productId: input.product_id,
        warehouseId: input.warehouse_id,
        threshold: input.low_stock_threshold,
        now: now(),
      });
      if (!row) return fail(API_CODES.notFound, 'SERVER.STOCK_UNKNOWN');
      return succeed(inventoryRow(row), 'SERVER.STOCK_ALERT_SAVED');
    },
  };
}

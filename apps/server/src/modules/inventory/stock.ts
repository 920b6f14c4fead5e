import type { StockDeltas } from '@portal/domain';
import { fullDeltas, isNoMove } from '@portal/domain';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface StockMovement {
  readonly customerId: number;
  readonly productId: number;
  readonly warehouseId: number;
  /** What the domain's stock rule decided (asnReceiptDeltas, rmaProcessDeltas, ...). */
  readonly deltas: StockDeltas;
  /** Why: asn_approved, asn_received, asn_finished, rma_received, ... */
  readonly cause: string;
  /** The document that moved it, such as an ASN or RMA number. */
  readonly reference: string;
  readonly operator: string;
  readonly now: Date;
}

/**
 * The only way stock changes: the deltas the domain's stock rules decided, written to the
 * inventory row and its log line in the caller's transaction, so the log always explains the
 * stock. A check constraint refuses a negative figure.
 */
export async function moveStock(tx: Transaction<Database>, move: StockMovement): Promise<void> {
  if (isNoMove(move.deltas)) return;
  const full = fullDeltas(move.deltas);
  const d = {
    on_hand: full.onHand,
    reserved: full.reserved,
    in_transit: full.inTransit,
    unqualified: full.unqualified,
  };
  // The row is created empty first: a check constraint applies to an INSERT's proposed row even
  // when ON CONFLICT turns it into an update, so the deltas go through a plain UPDATE.
  await tx
    .insertInto('inventory')
    .values({
      product_id: move.productId,
      warehouse_id: move.warehouseId,
      customer_id: move.customerId,
      updated_at: move.now,
    })
    .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
    .execute();
  await tx
    .updateTable('inventory')
    .set({
      on_hand: sql`on_hand + ${d.on_hand}`,
      reserved: sql`reserved + ${d.reserved}`,
      in_transit: sql`in_transit + ${d.in_transit}`,
      unqualified: sql`unqualified + ${d.unqualified}`,
      updated_at: move.now,
    })
    .where('product_id', '=', move.productId)
    .where('warehouse_id', '=', move.warehouseId)
    .execute();
  await tx
    .insertInto('inventory_log')
    .values({
      customer_id: move.customerId,
      product_id: move.productId,
      warehouse_id: move.warehouseId,
      cause: move.cause,
      reference: move.reference,
      on_hand_delta: d.on_hand,
      reserved_delta: d.reserved,
      in_transit_delta: d.in_transit,
      unqualified_delta: d.unqualified,
      operator: move.operator,
      created_at: move.now,
    })
    .execute();
  await tx
    .insertInto('inventory_log_counts')
    .values({ customer_id: move.customerId, warehouse_id: move.warehouseId, n: 1 })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'warehouse_id'])
        .doUpdateSet({ n: sql`inventory_log_counts.n + 1` }),
    )
    .execute();
}

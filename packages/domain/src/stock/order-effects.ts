import type { StockDeltas, StockLevels } from './stock-levels';
import { availableStock } from './stock-levels';

/** One SKU of an order: how many units it takes from the shelf of its warehouse. */
export interface OrderStockLine {
  readonly sku: string;
  readonly quantity: number;
}

/** A SKU the shelf cannot cover: needed units against what is still available. */
export interface StockShortfall {
  readonly sku: string;
  readonly needed: number;
  readonly available: number;
}

/**
 * The SKUs an order cannot have now: for each line (a SKU listed twice counts once, summed), the
 * available stock (on hand minus reserved) must cover the quantity. An empty list means the whole
 * order can be reserved; the order reserves all or nothing (it becomes abnormal otherwise).
 */
export function orderStockShortfalls(
  lines: readonly OrderStockLine[],
  levels: (sku: string) => Pick<StockLevels, 'onHand' | 'reserved'>,
): StockShortfall[] {
  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.sku, (needed.get(line.sku) ?? 0) + line.quantity);
  return [...needed].flatMap(([sku, quantity]) => {
    const available = availableStock(levels(sku));
    return available >= quantity ? [] : [{ sku, needed: quantity, available }];
  });
}

/** Submission (or resume): the units are promised to the order, still on the shelf. */
export const orderReserveDeltas = (quantity: number): StockDeltas => ({ reserved: quantity });

/** Cancel or accepted interception: the promise is withdrawn, the units stay on the shelf. */
export const orderReleaseDeltas = (quantity: number): StockDeltas => ({ reserved: -quantity });

/** Shipping: the promised units leave the shelf. */
export const orderShipDeltas = (quantity: number): StockDeltas => ({
  onHand: -quantity,
  reserved: -quantity,
});

/**
 * Stock of one product in one warehouse, in pieces. On hand is on the shelf (qualified), reserved
 * is on hand but promised to orders, in transit is announced by approved inbound notices and not
 * received yet, unqualified was received but failed inspection (never sellable).
 */
export interface StockLevels {
  readonly onHand: number;
  readonly reserved: number;
  readonly inTransit: number;
  readonly unqualified: number;
}

/** A signed change of each figure; a missing figure does not change. */
export type StockDeltas = Partial<StockLevels>;

export const EMPTY_STOCK: StockLevels = { onHand: 0, reserved: 0, inTransit: 0, unqualified: 0 };

/** Every figure of the deltas, zero where missing, so adapters write all four columns. */
export const fullDeltas = (deltas: StockDeltas): StockLevels => ({
  onHand: deltas.onHand ?? 0,
  reserved: deltas.reserved ?? 0,
  inTransit: deltas.inTransit ?? 0,
  unqualified: deltas.unqualified ?? 0,
});

/** True when the deltas change nothing (no log line is written for them). */
export const isNoMove = (deltas: StockDeltas): boolean =>
  Object.values(fullDeltas(deltas)).every((value) => value === 0);

/**
 * What can still be promised: on hand minus reserved, never below zero (a reservation larger
 * than the shelf is a shortfall for the order rules, not negative stock for the merchant).
 */
export const availableStock = (levels: Pick<StockLevels, 'onHand' | 'reserved'>): number =>
  Math.max(0, levels.onHand - levels.reserved);

/**
 * The merchant's low-stock alert: a threshold of 0 means no alert; otherwise available at or
 * below the threshold is low. (The server's list filter runs the same comparison in SQL so it
 * can page; its tests check both agree.)
 */
export const isLowStock = (available: number, threshold: number): boolean =>
  threshold > 0 && available <= threshold;

import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { STOCK_CODES } from './codes';
import type { StockDeltas, StockLevels } from './stock-levels';
import { fullDeltas } from './stock-levels';

/** Approving an ASN: the warehouse now expects its goods, so each line is stock in transit. */
export const asnApprovalDeltas = (quantity: number): StockDeltas => ({ inTransit: quantity });

/** A receipt of goods on one ASN line: how many passed inspection and how many did not. */
export interface AsnReceipt {
  readonly qualified: number;
  readonly unqualified: number;
}

/**
 * Receiving: qualified goods go on hand, unqualified ones apart, and both leave in transit, so
 * the goods counted stay the same (they only move between figures).
 */
export const asnReceiptDeltas = (receipt: AsnReceipt): StockDeltas => ({
  inTransit: -(receipt.qualified + receipt.unqualified),
  onHand: receipt.qualified,
  unqualified: receipt.unqualified,
});

/** One ASN line as received so far. */
export interface AsnLineProgress {
  readonly quantity: number;
  readonly received: number;
}

/**
 * A receipt on a line, refused when it would receive more than the line announced; the line's
 * new progress otherwise.
 */
export function receiveOnLine(
  line: AsnLineProgress,
  receipt: AsnReceipt,
): Result<AsnLineProgress, MessageCode> {
  const received = line.received + receipt.qualified + receipt.unqualified;
  return received > line.quantity
    ? err(message(STOCK_CODES.receivedAboveQuantity, { quantity: line.quantity }))
    : ok({ quantity: line.quantity, received });
}

/** Finishing an ASN: what never arrived leaves in transit. Nothing when all arrived. */
export const asnFinishDeltas = (line: AsnLineProgress): StockDeltas => ({
  inTransit: -Math.max(0, line.quantity - line.received),
});

/**
 * A processed return: when the merchant chose back-to-shelf, the qualified pieces return on
 * hand; otherwise (or for unqualified pieces) the stock does not change.
 */
export const rmaProcessDeltas = (qualified: number, backToShelf: boolean): StockDeltas =>
  backToShelf ? { onHand: qualified } : {};

/**
 * Levels after the deltas, refused when a figure would go below zero (the database's check
 * constraint is the last line; this is the rule).
 */
export function applyStockDeltas(
  levels: StockLevels,
  deltas: StockDeltas,
): Result<StockLevels, MessageCode> {
  const d = fullDeltas(deltas);
  const next: StockLevels = {
    onHand: levels.onHand + d.onHand,
    reserved: levels.reserved + d.reserved,
    inTransit: levels.inTransit + d.inTransit,
    unqualified: levels.unqualified + d.unqualified,
  };
  const negative = (Object.keys(next) as (keyof StockLevels)[]).find((key) => next[key] < 0);
  return negative === undefined
    ? ok(next)
    : err(message(STOCK_CODES.negative, { figure: negative }));
}

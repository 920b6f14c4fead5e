import { FEE_CODES } from './codes';
import type { Currency, ExactAmount, Money } from './money';
import { exactOf, roundExactAmount } from './money';
import type { Rate } from './rate';
import type { RoundingMode } from './rounding';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/**
 * Port: the exchange rates in force, as a snapshot the caller loads before it computes (so the
 * rules stay synchronous and repeatable). `rate(from, to)` is how many units of `to` one unit of
 * `from` is worth, or undefined when the table has no such rate. Currency conversion goes only
 * through this port: no rule holds an exchange rate of its own.
 */
export interface RateTable {
  rate(from: Currency, to: Currency): Rate | undefined;
}

export interface RateTableEntry {
  readonly from: Currency;
  readonly to: Currency;
  readonly rate: Rate;
}

/** An in-memory RateTable over listed pairs; it never infers a missing pair or an inverse. */
export function rateTableFromEntries(entries: readonly RateTableEntry[]): RateTable {
  const byPair = new Map(entries.map((entry) => [`${entry.from}>${entry.to}`, entry.rate]));
  return { rate: (from, to) => byPair.get(`${from}>${to}`) };
}

/** The exact value of the money in another currency; the same currency needs no rate. */
export function convertExact(
  money: Money,
  to: Currency,
  rates: RateTable,
): Result<ExactAmount, MessageCode> {
  if (money.currency === to) return exactOf(money);
  const rate = rates.rate(money.currency, to);
  if (rate === undefined)
    return err(message(FEE_CODES.rateUnavailable, { from: money.currency, to }));
  const exact = exactOf(money, rate);
  return exact.ok ? ok({ ...exact.value, currency: to }) : exact;
}

/** Converts and rounds once, in the named mode, to a whole minor unit of the target currency. */
export function convertMoney(
  money: Money,
  to: Currency,
  rates: RateTable,
  rounding: RoundingMode,
): Result<Money, MessageCode> {
  const exact = convertExact(money, to, rates);
  return exact.ok ? roundExactAmount(exact.value, rounding) : exact;
}

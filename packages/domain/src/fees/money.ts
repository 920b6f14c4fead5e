import { FEE_CODES } from './codes';
import type { Rate } from './rate';
import { checkRate } from './rate';
import type { RoundingMode } from './rounding';
import { roundFraction } from './rounding';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** Currencies the portal handles; each has two minor digits (fen, cent, fils, halala...). */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'SGD', 'AED', 'SAR', 'QAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Fees are charged to the prepaid balance, which is in CNY (RMB) (spec section 9). */
export const FEE_CURRENCY: Currency = 'CNY';

/**
 * An amount of money: a safe integer of minor units (fen, cents) and its currency. Never a float:
 * 12.34 USD is { amount: 1234, currency: 'USD' }.
 */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

/** Checks that the amount is a safe integer of minor units. */
export function moneyFromMinor(amount: number, currency: Currency): Result<Money, MessageCode> {
  return Number.isSafeInteger(amount)
    ? ok({ amount, currency })
    : err(message(FEE_CODES.notMinorUnits, { amount }));
}

export const zeroMoney = (currency: Currency): Money => ({ amount: 0, currency });

const mismatch = (a: Money, b: Money) =>
  err(message(FEE_CODES.currencyMismatch, { expected: a.currency, actual: b.currency }));

export function addMoney(a: Money, b: Money): Result<Money, MessageCode> {
  return a.currency === b.currency
    ? moneyFromMinor(a.amount + b.amount, a.currency)
    : mismatch(a, b);
}

export function subtractMoney(a: Money, b: Money): Result<Money, MessageCode> {
  return a.currency === b.currency
    ? moneyFromMinor(a.amount - b.amount, a.currency)
    : mismatch(a, b);
}

/** -1, 0 or 1 as a is below, equal to or above b; amounts of two currencies do not compare. */
export function compareMoney(a: Money, b: Money): Result<-1 | 0 | 1, MessageCode> {
  if (a.currency !== b.currency) return mismatch(a, b);
  return ok(a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0);
}

/** The larger of two amounts of one currency: how a fee's minimum is applied. */
export function maxMoney(a: Money, b: Money): Result<Money, MessageCode> {
  if (a.currency !== b.currency) return mismatch(a, b);
  return ok(a.amount >= b.amount ? a : b);
}

/** Multiplies by an exact rate and rounds once, in the named mode, to a whole minor unit. */
export function multiplyMoney(
  money: Money,
  rate: Rate,
  rounding: RoundingMode,
): Result<Money, MessageCode> {
  const exact = exactOf(money, rate);
  return exact.ok ? roundExactAmount(exact.value, rounding) : exact;
}

/**
 * An exact, unrounded amount in minor units (numerator / denominator). Fees add and scale these
 * and round only at the end, so a formula never rounds twice.
 */
export interface ExactAmount {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly currency: Currency;
}

const ONE: Rate = { numerator: 1n, denominator: 1n };

/**
 * The exact value of money times a rate. Refuses what would otherwise throw: an amount that is
 * not a safe integer, or a rate that is negative or has no positive denominator.
 */
export function exactOf(money: Money, rate: Rate = ONE): Result<ExactAmount, MessageCode> {
  if (!Number.isSafeInteger(money.amount))
    return err(message(FEE_CODES.notMinorUnits, { amount: money.amount }));
  const badRate = checkRate(rate);
  if (badRate !== undefined) return err(badRate);
  return ok({
    numerator: BigInt(money.amount) * rate.numerator,
    denominator: rate.denominator,
    currency: money.currency,
  });
}

export const scaleExact = (amount: ExactAmount, rate: Rate): ExactAmount => ({
  numerator: amount.numerator * rate.numerator,
  denominator: amount.denominator * rate.denominator,
  currency: amount.currency,
});

/** Sums exact amounts of the currency given (the list's currencies must all be that one). */
export function sumExact(
  currency: Currency,
  amounts: readonly ExactAmount[],
): Result<ExactAmount, MessageCode> {
  let total: ExactAmount = { numerator: 0n, denominator: 1n, currency };
  for (const amount of amounts) {
    if (amount.currency !== currency)
      return err(
        message(FEE_CODES.currencyMismatch, { expected: currency, actual: amount.currency }),
      );
    total = {
      numerator: total.numerator * amount.denominator + amount.numerator * total.denominator,
      denominator: total.denominator * amount.denominator,
      currency,
    };
  }
  return ok(total);
}

/** -1, 0 or 1 as the exact amount is below, equal to or above a threshold of the same currency. */
export const compareExactToMoney = (amount: ExactAmount, threshold: Money): -1 | 0 | 1 => {
  const scaled = BigInt(threshold.amount) * amount.denominator;
  return amount.numerator < scaled ? -1 : amount.numerator > scaled ? 1 : 0;
};

export function roundExactAmount(
  amount: ExactAmount,
  rounding: RoundingMode,
): Result<Money, MessageCode> {
  const rounded = roundFraction(amount.numerator, amount.denominator, rounding);
  return moneyFromMinor(Number(rounded), amount.currency);
}

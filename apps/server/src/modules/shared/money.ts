import type { Money } from '@portal/contract';
import { MONEY_CURRENCIES } from '@portal/contract';

/**
 * A stored amount the wire cannot carry: a currency the contract does not know, or minor units
 * that are not a safe integer. Like an unknown stored status it is a fault (a 500, logged), never
 * a guessed currency or a rounded amount.
 */
export class UnknownStoredMoneyError extends Error {
  constructor(amount: unknown, currency: string) {
    super(`stored money the wire cannot carry: ${String(amount)} ${JSON.stringify(currency)}`);
    this.name = 'UnknownStoredMoneyError';
  }
}

const isMoneyCurrency = (value: string): value is Money['currency'] =>
  (MONEY_CURRENCIES as readonly string[]).includes(value);

/**
 * Stored minor units (a bigint column arrives as text) and their currency as the wire's Money,
 * the one shape every price, fee and balance answers in (ADR 0017).
 */
export function storedMoney(amount: number | string | bigint, currency: string): Money {
  const minor = Number(amount);
  if (!Number.isSafeInteger(minor) || !isMoneyCurrency(currency))
    throw new UnknownStoredMoneyError(amount, currency);
  return { amount: minor, currency };
}

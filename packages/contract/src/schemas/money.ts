import type { Static } from 'typebox';
import { Type } from 'typebox';
import { oneOf } from './kit';

/** The currencies money travels in; the account and fee currencies of the specs. */
export const MONEY_CURRENCIES = ['USD', 'CNY'] as const;

/**
 * Money on the wire, the one shape for every price, fee and balance: an integer amount in minor
 * units (cents, fen) and its currency. Clients format it with the domain's formatter.
 */
export const MoneySchema = Type.Object(
  {
    amount: Type.Integer({ description: 'minor units (cents or fen)' }),
    currency: oneOf(MONEY_CURRENCIES),
  },
  { description: 'An amount in minor units with its currency' },
);
export type Money = Static<typeof MoneySchema>;

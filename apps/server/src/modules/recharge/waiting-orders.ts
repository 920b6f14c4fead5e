import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What a credited top-up did for the orders that were waiting for funds. */
export interface WaitingOrdersResult {
  /** Orders the new balance paid and that went back to processing. */
  readonly resumed: number;
  /** Orders still waiting for funds after it. */
  readonly stillWaiting: number;
}

/**
 * The port a credited top-up calls, in its own transaction, after the credit is in the ledger:
 * deduct the orders waiting for funds by priority 1, 2, 3, then oldest first (the domain's
 * planTopUpDeductions) and resume them. The orders module provides the implementation that
 * charges orders; app.ts passes it to the recharge routes.
 */
export type ResumeWaitingOrders = (
  trx: Transaction<Database>,
  customerId: number,
  now: Date,
) => Promise<WaitingOrdersResult>;

/**
 * The implementation before orders carry a charge: it finds the merchant's orders held for
 * insufficient funds and reports them as still waiting, resuming none, since no order amount
 * exists to deduct yet. With no order waiting it does nothing at all.
 */
export const reportWaitingOrders: ResumeWaitingOrders = async (trx, customerId) => {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'abnormal')
    .where('abnormal_reason', '=', 'insufficient_funds')
    .executeTakeFirstOrThrow();
  return { resumed: 0, stillWaiting: Number(row.n) };
};

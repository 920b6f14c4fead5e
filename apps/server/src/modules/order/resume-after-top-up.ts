import type { ResumeWaitingOrders } from '../recharge/waiting-orders';
import { resumeWaitingOrders } from './fulfilment';

/**
 * What a credited top-up calls in its transaction (the recharge module's port): the orders
 * waiting for stock or funds are retried by priority, then oldest first, and the ones still
 * short of funds are counted for the operator's answer.
 */
export const resumeOrdersAfterTopUp: ResumeWaitingOrders = async (trx, customerId, now) => {
  const resumed = await resumeWaitingOrders(trx, customerId, now);
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'abnormal')
    .where('abnormal_reason', '=', 'insufficient_funds')
    .executeTakeFirstOrThrow();
  return { resumed: resumed.length, stillWaiting: Number(row.n) };
};

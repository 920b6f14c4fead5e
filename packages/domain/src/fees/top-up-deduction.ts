import type { Money } from './money';
import { compareMoney, subtractMoney } from './money';
import type { MessageCode, Result } from '../shared/result';
import { ok } from '../shared/result';
import { invalidMeasure } from './invalid-measure';

/** Priority of an order waiting for funds: 1 is paid first (spec section 4). */
export const TOP_UP_PRIORITIES = [1, 2, 3] as const;
export type TopUpPriority = (typeof TOP_UP_PRIORITIES)[number];

export interface OrderAwaitingFunds {
  readonly orderId: string;
  readonly priority: TopUpPriority;
  /** When the order started waiting (epoch ms); earlier is paid first within a priority. */
  readonly orderedAtMs: number;
  readonly amount: Money;
}

export interface TopUpDeductions {
  /** In the order they are paid, each with the balance left after it. */
  readonly deducted: readonly { readonly orderId: string; readonly balanceAfter: Money }[];
  readonly remainingBalance: Money;
  /** Still waiting for funds, in paying order. */
  readonly stillWaiting: readonly string[];
}

/** Priority 1, then 2, then 3; within a priority the earlier order first; then by id. */
export const sortOrdersForTopUp = (
  orders: readonly OrderAwaitingFunds[],
): readonly OrderAwaitingFunds[] =>
  [...orders].sort(
    (a, b) =>
      a.priority - b.priority ||
      a.orderedAtMs - b.orderedAtMs ||
      (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0),
  );

/**
 * Which orders a balance pays, in order. Deduction stops at the first order the balance cannot
 * cover: a cheaper, later or lower-priority order never jumps ahead of it, which is what "by
 * priority, then by time" promises. Exact integer arithmetic, no rounding.
 */
export function planTopUpDeductions(
  balance: Money,
  orders: readonly OrderAwaitingFunds[],
): Result<TopUpDeductions, MessageCode> {
  if (orders.some((order) => order.amount.amount < 0)) return invalidMeasure('amount');
  const sorted = sortOrdersForTopUp(orders);
  const deducted: { orderId: string; balanceAfter: Money }[] = [];
  let remaining = balance;
  for (const order of sorted) {
    const affordable = compareMoney(order.amount, remaining);
    if (!affordable.ok) return affordable;
    if (affordable.value > 0) break;
    const after = subtractMoney(remaining, order.amount);
    if (!after.ok) return after;
    remaining = after.value;
    deducted.push({ orderId: order.orderId, balanceAfter: remaining });
  }
  const stillWaiting = sorted.slice(deducted.length).map((order) => order.orderId);
  return ok({ deducted, remainingBalance: remaining, stillWaiting });
}

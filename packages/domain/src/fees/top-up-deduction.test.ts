import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import type { OrderAwaitingFunds, TopUpPriority } from './top-up-deduction';
import { planTopUpDeductions, sortOrdersForTopUp } from './top-up-deduction';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const order = (orderId: string, priority: TopUpPriority, orderedAtMs: number, amount: number) =>
  ({ orderId, priority, orderedAtMs, amount: cny(amount) }) satisfies OrderAwaitingFunds;

describe('top-up deduction order', () => {
  const orders = [
    order('late-p1', 1, 20, 300),
    order('p3', 3, 1, 100),
    order('early-p1', 1, 10, 200),
    order('p2', 2, 5, 400),
  ];

  it('sorts by priority 1, 2, 3, then by time', () => {
    expect(sortOrdersForTopUp(orders).map((o) => o.orderId)).toEqual([
      'early-p1',
      'late-p1',
      'p2',
      'p3',
    ]);
  });

  it.each([
    [0, [], 0, ['early-p1', 'late-p1', 'p2', 'p3']],
    [199, [], 199, ['early-p1', 'late-p1', 'p2', 'p3']],
    [200, ['early-p1'], 0, ['late-p1', 'p2', 'p3']],
    [500, ['early-p1', 'late-p1'], 0, ['p2', 'p3']],
    // 600 leaves 100 after the two p1 orders: p2 (400) stops the run, p3 (100) waits behind it
    [600, ['early-p1', 'late-p1'], 100, ['p2', 'p3']],
    [1000, ['early-p1', 'late-p1', 'p2', 'p3'], 0, []],
  ])('a balance of %i fen pays %o, leaves %i', (balance, paid, left, waiting) => {
    const result = planTopUpDeductions(cny(balance), orders);
    expect(result.ok && result.value.deducted.map((d) => d.orderId)).toEqual(paid);
    expect(result.ok && result.value.remainingBalance).toEqual(cny(left));
    expect(result.ok && result.value.stillWaiting).toEqual(waiting);
  });

  it('refuses an order in another currency and a negative amount', () => {
    const usdOrder = { ...order('x', 1, 0, 1), amount: { amount: 1, currency: 'USD' } as const };
    expect(planTopUpDeductions(cny(10), [usdOrder]).ok).toBe(false);
    expect(planTopUpDeductions(cny(10), [order('x', 1, 0, -1)]).ok).toBe(false);
  });

  const arbitraryOrders = fc.uniqueArray(
    fc.record({
      orderId: fc.string({ minLength: 1, maxLength: 6 }),
      priority: fc.constantFrom(1, 2, 3 as const),
      orderedAtMs: fc.nat(1000),
      amount: fc.nat(10_000).map(cny),
    }),
    { selector: (o) => o.orderId, maxLength: 20 },
  );

  it('pays a prefix of the sorted queue, never more than the balance, and stops only when short', () => {
    fc.assert(
      fc.property(fc.nat(100_000), arbitraryOrders, (balance, queue) => {
        const result = planTopUpDeductions(cny(balance), queue);
        if (!result.ok) throw new Error('unexpected failure');
        const sorted = sortOrdersForTopUp(queue);
        const { deducted, remainingBalance, stillWaiting } = result.value;
        expect([...deducted.map((d) => d.orderId), ...stillWaiting]).toEqual(
          sorted.map((o) => o.orderId),
        );
        const paid = sorted.slice(0, deducted.length).reduce((sum, o) => sum + o.amount.amount, 0);
        expect(remainingBalance).toEqual(cny(balance - paid));
        expect(remainingBalance.amount).toBeGreaterThanOrEqual(0);
        const next = sorted[deducted.length];
        if (next !== undefined) expect(next.amount.amount).toBeGreaterThan(remainingBalance.amount);
      }),
    );
  });

  it('the order of the input does not matter', () => {
    fc.assert(
      fc.property(fc.nat(100_000), arbitraryOrders, (balance, queue) => {
        expect(planTopUpDeductions(cny(balance), [...queue].reverse())).toEqual(
          planTopUpDeductions(cny(balance), queue),
        );
      }),
    );
  });
});

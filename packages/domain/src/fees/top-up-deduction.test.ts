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

  // Ids sorted alphabetically against priority and time, so a comparator that fell back to the id
  // too early (or ignored priority or time) gives another order.
  it.each([
    [
      'priority before time',
      [order('a', 3, 1, 1), order('b', 2, 2, 1), order('c', 1, 3, 1)],
      ['c', 'b', 'a'],
    ],
    [
      'time within a priority',
      [order('a', 2, 30, 1), order('b', 2, 20, 1), order('c', 2, 10, 1)],
      ['c', 'b', 'a'],
    ],
    [
      'id when priority and time tie',
      [order('c', 1, 5, 1), order('a', 1, 5, 1), order('b', 1, 5, 1)],
      ['a', 'b', 'c'],
    ],
    [
      'id on a tie, whatever the input order',
      [order('b', 1, 5, 1), order('c', 1, 5, 1), order('a', 1, 5, 1)],
      ['a', 'b', 'c'],
    ],
  ])('sorts by %s', (_, queue, expected) => {
    expect(sortOrdersForTopUp(queue).map((o) => o.orderId)).toEqual(expected);
  });

  it('pays a free order and keeps the balance unchanged', () => {
    expect(planTopUpDeductions(cny(0), [order('free', 1, 0, 0)])).toEqual({
      ok: true,
      value: {
        deducted: [{ orderId: 'free', balanceAfter: cny(0) }],
        remainingBalance: cny(0),
        stillWaiting: [],
      },
    });
  });

  it('refuses a negative amount, naming the field', () => {
    expect(planTopUpDeductions(cny(10), [order('x', 1, 0, -1)])).toEqual({
      ok: false,
      error: { code: 'FEE.INVALID_MEASURE', params: { field: 'amount' } },
    });
  });

  it('refuses an order in another currency than the balance', () => {
    const usdOrder = { ...order('x', 1, 0, 1), amount: { amount: 1, currency: 'USD' } as const };
    expect(planTopUpDeductions(cny(10), [usdOrder])).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', params: { expected: 'USD', actual: 'CNY' } },
    });
  });

  it('refuses a balance that is not whole minor units instead of carrying it on', () => {
    expect(planTopUpDeductions(cny(10.5), [order('x', 1, 0, 5)])).toEqual({
      ok: false,
      error: { code: 'MONEY.NOT_MINOR_UNITS', params: { amount: 5.5 } },
    });
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

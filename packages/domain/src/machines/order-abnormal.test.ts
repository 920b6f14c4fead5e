import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderAbnormalReason, OrderResumeTrigger } from './order-abnormal';
import {
  ORDER_ABNORMAL_REASONS,
  markOrderAbnormal,
  resumeAbnormalOrder,
  triggerResumesOrder,
} from './order-abnormal';
import type { OrderStatus } from './order-machine';
import { ORDER_STATUSES } from './order-machine';

describe('abnormal orders', () => {
  it.each([
    ['insufficient_stock', 'ORDER_ABNORMAL.INSUFFICIENT_STOCK'],
    ['insufficient_funds', 'ORDER_ABNORMAL.INSUFFICIENT_FUND'],
    ['insufficient_plan_items', 'ORDER_ABNORMAL.INSUFFICIENT_PLAN_ITEMS'],
    ['address_abnormal', 'ORDER_ABNORMAL.ADDRESS_ABNORMAL'],
  ] as const)('a processing order marked %s shows %s', (reason, code) => {
    expect(markOrderAbnormal('processing', reason)).toEqual({
      ok: true,
      value: { status: 'abnormal', abnormalReason: reason, reasonMessage: { code } },
    });
  });

  it.each(['pending_approval'] as const)('a held order (%s) can be marked abnormal', (from) => {
    expect(markOrderAbnormal(from, 'insufficient_stock').ok).toBe(true);
  });

  it.each(['draft', 'pending_submit', 'abnormal', 'packed', 'shipped', 'deleted'] as const)(
    'an order in %s cannot be marked abnormal',
    (from) => {
      expect(markOrderAbnormal(from, 'insufficient_stock')).toEqual({
        ok: false,
        error: { code: 'ORDER.INVALID_TRANSITION', params: { from, event: 'markAbnormal' } },
      });
    },
  );

  const stock = (needed: number, available: number): OrderResumeTrigger => ({
    kind: 'stock_arrived',
    lines: [
      { sku: 'A', needed: 2, available: 5 },
      { sku: 'B', needed, available },
    ],
  });
  const topUp = (orderPaid: boolean): OrderResumeTrigger => ({
    kind: 'balance_topped_up',
    orderPaid,
  });
  const bought = (planItemsNeeded: number, planItemsAvailable: number): OrderResumeTrigger => ({
    kind: 'resources_bought',
    planItemsNeeded,
    planItemsAvailable,
  });

  it.each([
    ['insufficient_stock', stock(3, 3), true],
    ['insufficient_stock', stock(3, 2), false], // one line still short
    ['insufficient_stock', { kind: 'stock_arrived', lines: [] }, false],
    ['insufficient_stock', topUp(true), false], // the wrong kind of news
    ['insufficient_funds', topUp(true), true],
    ['insufficient_funds', topUp(false), false], // a higher-priority order took the top-up
    ['insufficient_plan_items', bought(100, 100), true],
    ['insufficient_plan_items', bought(100, 99), false],
    ['address_abnormal', stock(1, 10), false], // never automatic
    ['address_abnormal', topUp(true), false],
    ['address_abnormal', bought(1, 10), false],
  ] as const)('%s resumes on %o: %s', (reason, trigger, resumes) => {
    expect(triggerResumesOrder(reason, trigger)).toBe(resumes);
    expect(resumeAbnormalOrder({ status: 'abnormal', abnormalReason: reason }, trigger)).toEqual({
      resumed: resumes,
      status: resumes ? 'processing' : 'abnormal',
    });
  });

  const trigger = fc.oneof(
    fc.record({
      kind: fc.constant('stock_arrived' as const),
      lines: fc.array(fc.record({ sku: fc.string(), needed: fc.nat(50), available: fc.nat(50) }), {
        maxLength: 5,
      }),
    }),
    fc.record({ kind: fc.constant('balance_topped_up' as const), orderPaid: fc.boolean() }),
    fc.record({
      kind: fc.constant('resources_bought' as const),
      planItemsNeeded: fc.nat(500),
      planItemsAvailable: fc.nat(500),
    }),
  );

  it('only an abnormal order resumes, only to processing, and an address problem never does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>(...ORDER_STATUSES),
        fc.constantFrom<OrderAbnormalReason>(...ORDER_ABNORMAL_REASONS),
        trigger,
        (status, abnormalReason, happened) => {
          const result = resumeAbnormalOrder({ status, abnormalReason }, happened);
          if (result.resumed) {
            expect(status).toBe('abnormal');
            expect(result.status).toBe('processing');
            expect(abnormalReason).not.toBe('address_abnormal');
          } else {
            expect(result.status).toBe(status);
          }
        },
      ),
    );
  });

  it('more stock or more plan-items never stops an order from resuming', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.nat(100), (needed, available, more) => {
        const reason = 'insufficient_plan_items';
        if (triggerResumesOrder(reason, bought(needed, available)))
          expect(triggerResumesOrder(reason, bought(needed, available + more))).toBe(true);
        if (triggerResumesOrder('insufficient_stock', stock(needed, available)))
          expect(triggerResumesOrder('insufficient_stock', stock(needed, available + more))).toBe(
            true,
          );
      }),
    );
  });
});

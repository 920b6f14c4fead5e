import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderAbnormalReason, OrderResumeTrigger } from './order-abnormal';
import { ORDER_ABNORMAL_REASONS } from './order-abnormal';
import type { OrderStatus } from './order-machine';
import { ORDER_STATUSES } from './order-machine';
import type { OrderStopReason } from './order-stop';
import { ORDER_STOP_REASONS, canCancelOrder, cancelOrder, interceptOrder } from './order-stop';

const stockArrived: OrderResumeTrigger = {
  kind: 'stock_arrived',
  lines: [{ sku: 'A', needed: 1, available: 1 }],
};
const paid: OrderResumeTrigger = { kind: 'balance_topped_up', orderPaid: true };
const bought: OrderResumeTrigger = {
  kind: 'resources_bought',
  planItemsNeeded: 1,
  planItemsAvailable: 1,
};

describe('cancelling an abnormal order, before what would resume it', () => {
  it.each([
    ['insufficient_stock', [], true],
    ['insufficient_stock', [paid], true], // a top-up does not bring stock
    ['insufficient_stock', [stockArrived], false], // the ASN arrived: too late
    ['insufficient_funds', [], true],
    ['insufficient_funds', [paid], false],
    ['insufficient_plan_items', [bought], false],
    ['insufficient_plan_items', [stockArrived], true],
    ['address_abnormal', [stockArrived, paid, bought], true],
  ] as const)('%s after %o: cancel allowed %s', (abnormalReason, happened, allowed) => {
    const order = { status: 'abnormal', abnormalReason } as const;
    expect(canCancelOrder(order, happened)).toBe(allowed);
    expect(cancelOrder(order, { reason: 'client_cancelled', complete: false }, happened)).toEqual(
      allowed
        ? { ok: true, value: { status: 'draft', stopReason: 'client_cancelled' } }
        : { ok: false, error: { code: 'ORDER.CANCEL_TOO_LATE', params: { status: 'abnormal' } } },
    );
  });

  it.each([
    [false, 'draft'],
    [true, 'deleted'],
  ] as const)('complete cancel %s leads to %s', (complete, status) => {
    const order = { status: 'abnormal', abnormalReason: 'insufficient_funds' } as const;
    expect(cancelOrder(order, { reason: 'fraudulent_customer', complete }, [])).toEqual({
      ok: true,
      value: { status, stopReason: 'fraudulent_customer' },
    });
  });

  it.each(['draft', 'pending_submit', 'processing', 'packed', 'shipped', 'deleted'] as const)(
    'an order in %s is not cancelled (intercept or edit it instead)',
    (status) => {
      expect(cancelOrder({ status }, { reason: 'other', complete: false }, [])).toEqual({
        ok: false,
        error: { code: 'ORDER.INVALID_TRANSITION', params: { from: status, event: 'cancel' } },
      });
    },
  );
});

describe('intercepting an order the warehouse is working on', () => {
  it.each([
    [
      'processing',
      false,
      'intercepted',
      { ok: true, value: { status: 'draft', stopReason: 'edit_order_information' } },
    ],
    [
      'pending_approval',
      false,
      'intercepted',
      { ok: true, value: { status: 'draft', stopReason: 'edit_order_information' } },
    ],
    [
      'packed',
      true,
      'intercepted',
      { ok: true, value: { status: 'deleted', stopReason: 'edit_order_information' } },
    ],
    [
      'packed',
      false,
      'not_intercepted',
      { ok: false, error: { code: 'ORDER.INTERCEPT_FAILED', params: { status: 'packed' } } },
    ],
    [
      'shipped',
      false,
      'intercepted',
      {
        ok: false,
        error: {
          code: 'ORDER.INVALID_TRANSITION',
          params: { from: 'shipped', event: 'intercept' },
        },
      },
    ],
    [
      'abnormal',
      false,
      'intercepted',
      {
        ok: false,
        error: {
          code: 'ORDER.INVALID_TRANSITION',
          params: { from: 'abnormal', event: 'intercept' },
        },
      },
    ],
    [
      'draft',
      true,
      'intercepted',
      {
        ok: false,
        error: {
          code: 'ORDER.INVALID_TRANSITION',
          params: { from: 'draft', event: 'interceptCompletely' },
        },
      },
    ],
  ] as const)('%s (complete %s), warehouse says %s', (status, complete, outcome, expected) => {
    expect(
      interceptOrder({ status }, { reason: 'edit_order_information', complete }, outcome),
    ).toEqual(expected);
  });
});

describe('stop properties', () => {
  const status = fc.constantFrom<OrderStatus>(...ORDER_STATUSES);
  const reason = fc.constantFrom<OrderStopReason>(...ORDER_STOP_REASONS);
  const abnormalReason = fc.constantFrom<OrderAbnormalReason>(...ORDER_ABNORMAL_REASONS);
  const happened = fc.array(fc.constantFrom(stockArrived, paid, bought), { maxLength: 3 });

  it('a stop ends in draft or deleted, keeps its reason, and a failed interception changes nothing', () => {
    fc.assert(
      fc.property(
        status,
        abnormalReason,
        reason,
        fc.boolean(),
        happened,
        (from, why, stop, complete, news) => {
          const request = { reason: stop, complete };
          for (const result of [
            cancelOrder({ status: from, abnormalReason: why }, request, news),
            interceptOrder({ status: from }, request, 'intercepted'),
          ]) {
            if (result.ok) {
              expect(result.value.status).toBe(complete ? 'deleted' : 'draft');
              expect(result.value.stopReason).toBe(stop);
            }
          }
          expect(interceptOrder({ status: from }, request, 'not_intercepted').ok).toBe(false);
        },
      ),
    );
  });

  it('cancel succeeds exactly when canCancelOrder says so', () => {
    fc.assert(
      fc.property(status, abnormalReason, reason, happened, (from, why, stop, news) => {
        const order = { status: from, abnormalReason: why };
        expect(cancelOrder(order, { reason: stop, complete: false }, news).ok).toBe(
          canCancelOrder(order, news),
        );
      }),
    );
  });
});

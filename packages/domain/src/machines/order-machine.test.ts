import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderFactEvent, OrderStatus } from './order-machine';
import {
  ORDER_STATUSES,
  allowedOrderActions,
  checkOrderEditable,
  isOrderEditable,
  transitionOrder,
} from './order-machine';

const invalid = (from: string, event: string) => ({
  ok: false,
  error: { code: 'ORDER.INVALID_TRANSITION', params: { from, event } },
});

describe('order machine', () => {
  it.each([
    ['draft', 'save', 'pending_submit'],
    ['draft', 'delete', 'deleted'],
    ['pending_submit', 'submit', 'processing'],
    ['pending_submit', 'moveToDraft', 'draft'],
    ['pending_submit', 'delete', 'deleted'],
    ['processing', 'holdForApproval', 'pending_approval'],
    ['processing', 'pack', 'packed'],
    ['pending_approval', 'approve', 'processing'],
    ['packed', 'ship', 'shipped'],
    ['shipped', 'deliver', 'delivered'],
    ['shipped', 'return', 'returned'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionOrder(from, event)).toEqual({ ok: true, value: to });
  });

  it.each([
    ['draft', 'submit'], // draft, then pending submit, then processing
    ['processing', 'moveToDraft'], // after submission: intercept instead
    ['processing', 'delete'],
    ['abnormal', 'delete'], // a complete cancel instead
    ['packed', 'deliver'],
    ['shipped', 'pack'],
    ['delivered', 'return'],
    ['returned', 'delete'],
    ['deleted', 'moveToDraft'],
    ['deleted', 'save'],
  ] as const)('%s refuses %s', (from, event) => {
    expect(transitionOrder(from, event)).toEqual(invalid(from, event));
  });

  it.each([
    'markAbnormal',
    'resume',
    'cancel',
    'cancelCompletely',
    'intercept',
    'interceptCompletely',
  ] as const satisfies readonly OrderFactEvent[])(
    '%s needs its facts: transitionOrder refuses it even if a caller casts',
    (event) => {
      const cast = event as Exclude<OrderEvent, OrderFactEvent>;
      expect(transitionOrder('processing', cast)).toEqual(invalid('processing', event));
    },
  );
});

describe('no edit after submission', () => {
  it.each([
    ['draft', true],
    ['pending_submit', true],
    ['processing', false],
    ['pending_approval', false],
    ['abnormal', false],
    ['packed', false],
    ['shipped', false],
    ['deleted', false],
  ] as const)('%s editable: %s', (status, editable) => {
    expect(isOrderEditable(status)).toBe(editable);
    expect(checkOrderEditable(status)).toEqual(
      editable ? undefined : { code: 'ORDER.NOT_EDITABLE', params: { status } },
    );
  });

  it('an order is editable exactly until it is submitted', () => {
    fc.assert(
      fc.property(fc.constantFrom<OrderStatus>(...ORDER_STATUSES), (status) => {
        expect(isOrderEditable(status)).toBe(
          transitionOrder(status, 'submit').ok || status === 'draft',
        );
      }),
    );
  });
});

describe('actions the merchant UI may show', () => {
  it.each([
    ['draft', ['edit', 'save', 'delete']],
    ['pending_submit', ['edit', 'submit', 'moveToDraft', 'delete']],
    ['processing', ['intercept', 'interceptCompletely']],
    ['pending_approval', ['intercept', 'interceptCompletely']],
    ['abnormal', ['cancel', 'cancelCompletely']],
    ['packed', ['intercept', 'interceptCompletely']],
    ['shipped', []],
    ['delivered', []],
    ['returned', []],
    ['deleted', []],
  ] as const)('%s: %o', (status, actions) => {
    expect(allowedOrderActions(status)).toEqual(actions);
  });

  it('offers edit only where the order is editable, and never a provider event', () => {
    fc.assert(
      fc.property(fc.constantFrom<OrderStatus>(...ORDER_STATUSES), (status) => {
        const actions: readonly string[] = allowedOrderActions(status);
        expect(actions.includes('edit')).toBe(isOrderEditable(status));
        for (const providerEvent of ['approve', 'pack', 'ship', 'deliver', 'return', 'resume'])
          expect(actions).not.toContain(providerEvent);
      }),
    );
  });
});

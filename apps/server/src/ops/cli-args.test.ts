import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPS_ACTIONS, parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it.each([
    [
      ['approve-verification', 'customer_id=7'],
      '/merchant/api-ops/approve-verification',
      { customer_id: '7' },
    ],
    [
      ['reject-verification', 'customer_id=7', 'reason=Blurred, retake'],
      '/merchant/api-ops/reject-verification',
      { customer_id: '7', reason: 'Blurred, retake' },
    ],
    [
      ['publish-news', 'title=a=b', 'title_cn=c'],
      '/merchant/api-ops/publish-news',
      { title: 'a=b', title_cn: 'c' },
    ],
    [['verifications'], '/merchant/api-ops/verifications', {}],
    [
      ['set-exchange-rate', 'from=USD', 'to=CNY', 'rate=7.2'],
      '/merchant/api-ops/set-exchange-rate',
      { from: 'USD', to: 'CNY', rate: '7.2' },
    ],
    [
      ['order-step', 'order_id=3', 'action=ship', 'tracking_no=1Z999'],
      '/merchant/api-ops/order-step',
      { order_id: '3', action: 'ship', tracking_no: '1Z999' },
    ],
    [
      ['order-intercept', 'order_id=3', 'accept=1'],
      '/merchant/api-ops/order-intercept',
      { order_id: '3', accept: '1' },
    ],
    [
      ['set-rate-card', 'channel=US-STD', 'first_price=30'],
      '/merchant/api-ops/set-rate-card',
      { channel: 'US-STD', first_price: '30' },
    ],
  ])('%j', (args, path, fields) => {
    const command = parseCliArgs(args);
    expect(command.kind === 'call' && [command.spec.path, command.fields]).toEqual([path, fields]);
  });

  it.each([
    [[], undefined],
    [['help'], undefined],
    [['launch-rocket'], 'Unknown action: launch-rocket'],
    [['confirm-top-up', 'amount'], 'Expected key=value, got: amount'],
    [['confirm-top-up', 'colour=red'], 'confirm-top-up takes no field colour'],
  ])('%j is help', (args, error) => {
    const command = parseCliArgs(args);
    expect(command.kind).toBe('help');
    expect(command.kind === 'help' && command.error).toBe(error);
  });

  it('offers exactly the operator endpoints of the contract', () => {
    // 21 before the top-up requests' three (top-ups, credit-top-up, reject-top-up) and the
    // orders' five (orders, order-step, order-intercept, rate-cards, set-rate-card) and the
    // captcha answer the tests ask for, and run-billing (issue 14)
    expect(OPS_ACTIONS.size).toBe(31);
    for (const spec of OPS_ACTIONS.values()) expect(spec.access).toBe('operator');
    for (const action of [
      'pending-products',
      'approve-product',
      'top-ups',
      'credit-top-up',
      'reject-top-up',
      'reject-product',
      'asns',
      'approve-asn',
      'reject-asn',
      'arrive-asn',
      'receive-asn',
      'finish-asn',
      'rmas',
      'process-rma',
      'exchange-rates',
      'set-exchange-rate',
      'orders',
      'order-step',
      'order-intercept',
      'rate-cards',
      'set-rate-card',
      'run-billing',
    ])
      expect(OPS_ACTIONS.has(action), action).toBe(true);
  });

  it('no longer offers create-order, which wrote order statuses without the order machine', () => {
    expect(parseCliArgs(['create-order', 'customer_id=1'])).toEqual({
      kind: 'help',
      error: 'Unknown action: create-order',
    });
  });

  it('passes any value through untouched', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const command = parseCliArgs(['confirm-top-up', `reference=${value}`]);
        expect(command.kind === 'call' && command.fields['reference']).toBe(value);
      }),
    );
  });
});

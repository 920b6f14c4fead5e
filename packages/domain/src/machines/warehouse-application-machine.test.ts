import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WarehouseApplicationStatus } from './warehouse-application-machine';
import {
  WAREHOUSE_APPLICATION_STATUSES,
  allowedWarehouseApplicationActions,
  transitionWarehouseApplication,
} from './warehouse-application-machine';

describe('warehouse application machine', () => {
  it.each([
    ['pending', 'approve', { ok: true, value: 'approved' }],
    ['pending', 'disapprove', { ok: true, value: 'not_approved' }],
    ['not_approved', 'reapply', { ok: true, value: 'pending' }],
    [
      'pending',
      'reapply',
      {
        ok: false,
        error: {
          code: 'WAREHOUSE_APPLICATION.INVALID_TRANSITION',
          params: { from: 'pending', event: 'reapply' },
        },
      },
    ],
    [
      'approved',
      'disapprove',
      {
        ok: false,
        error: {
          code: 'WAREHOUSE_APPLICATION.INVALID_TRANSITION',
          params: { from: 'approved', event: 'disapprove' },
        },
      },
    ],
    [
      'not_approved',
      'approve',
      {
        ok: false,
        error: {
          code: 'WAREHOUSE_APPLICATION.INVALID_TRANSITION',
          params: { from: 'not_approved', event: 'approve' },
        },
      },
    ],
  ] as const)('%s --%s--> %o', (from, event, expected) => {
    expect(transitionWarehouseApplication(from, event)).toEqual(expected);
  });

  it.each([
    ['pending', []],
    ['approved', []],
    ['not_approved', ['reapply']],
  ] as const)('the merchant may %s: %o', (status, actions) => {
    expect(allowedWarehouseApplicationActions(status)).toEqual(actions);
  });

  it('only the provider decides: no merchant action leads to approved', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<WarehouseApplicationStatus>(...WAREHOUSE_APPLICATION_STATUSES),
        (status) => {
          for (const action of allowedWarehouseApplicationActions(status)) {
            const result = transitionWarehouseApplication(status, action);
            expect(result.ok && result.value).not.toBe('approved');
          }
        },
      ),
    );
  });
});

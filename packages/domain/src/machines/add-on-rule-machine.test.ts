import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedAddOnRuleActions,
  initialAddOnRuleStatus,
  transitionAddOnRule,
} from './add-on-rule-machine';

describe('add-on rule machine', () => {
  it.each([
    ['inactive', 'activate', { ok: true, value: 'active' }],
    ['active', 'deactivate', { ok: true, value: 'inactive' }],
    [
      'active',
      'activate',
      {
        ok: false,
        error: {
          code: 'ADD_ON_RULE.INVALID_TRANSITION',
          params: { from: 'active', event: 'activate' },
        },
      },
    ],
    [
      'inactive',
      'deactivate',
      {
        ok: false,
        error: {
          code: 'ADD_ON_RULE.INVALID_TRANSITION',
          params: { from: 'inactive', event: 'deactivate' },
        },
      },
    ],
  ] as const)('%s --%s--> %o', (from, event, expected) => {
    expect(transitionAddOnRule(from, event)).toEqual(expected);
  });

  it.each([
    [true, 'active'],
    [false, 'inactive'],
  ] as const)('created with activate-on-create %s is %s', (activateOnCreate, status) => {
    expect(initialAddOnRuleStatus({ activateOnCreate })).toBe(status);
  });

  it.each([
    ['inactive', ['activate']],
    ['active', ['deactivate']],
  ] as const)('the merchant may %s: %o', (status, actions) => {
    expect(allowedAddOnRuleActions(status)).toEqual(actions);
  });

  it('toggling twice returns to the start', () => {
    fc.assert(
      fc.property(fc.boolean(), (activateOnCreate) => {
        const start = initialAddOnRuleStatus({ activateOnCreate });
        const [action] = allowedAddOnRuleActions(start);
        if (action === undefined) throw new Error('a rule always has an action');
        const once = transitionAddOnRule(start, action);
        if (!once.ok) throw new Error('unexpected failure');
        const [back] = allowedAddOnRuleActions(once.value);
        expect(back !== undefined && transitionAddOnRule(once.value, back)).toEqual({
          ok: true,
          value: start,
        });
      }),
    );
  });
});

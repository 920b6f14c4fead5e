import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddonRuleFormInput } from './addon-rule';
import { validateAddonRule, validateAddonRulePriority } from './addon-rule';

const validRule: AddonRuleFormInput = {
  name: 'Gift wrap for DE orders',
  priority: 1,
  warehouses: ['DE'],
  conditions: [{ kind: 'recipientCountry', values: ['DE', 'AT'] }],
  services: ['GIFT_WRAP'],
};

describe('validateAddonRulePriority', () => {
  it.each([
    [0, 'ADDON_RULE.PRIORITY_RANGE'],
    [1, undefined],
    [9, undefined],
    [10, 'ADDON_RULE.PRIORITY_RANGE'],
    ['5', undefined],
    ['1.5', 'ADDON_RULE.PRIORITY_RANGE'],
    ['high', 'ADDON_RULE.PRIORITY_RANGE'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (priority, code) => {
    expect(validateAddonRulePriority(priority)?.code).toBe(code);
  });

  it('accepts exactly the whole numbers 1-9', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 30 }), (priority) => {
        const check = validateAddonRulePriority(priority);
        if (priority >= 1 && priority <= 9) expect(check).toBeUndefined();
        else
          expect(check).toEqual({ code: 'ADDON_RULE.PRIORITY_RANGE', params: { min: 1, max: 9 } });
      }),
    );
  });
});

describe('validateAddonRule', () => {
  it('accepts a complete rule', () => {
    expect(validateAddonRule(validRule)).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, 'name', 'VALIDATION.REQUIRED'],
    [{ priority: 10 }, 'priority', 'ADDON_RULE.PRIORITY_RANGE'],
    [{ warehouses: [] }, 'warehouses', 'ADDON_RULE.WAREHOUSE_REQUIRED'],
    [{ conditions: [] }, 'conditions', 'ADDON_RULE.CONDITION_REQUIRED'],
    [
      { conditions: [{ kind: 'sku', values: [''] }] },
      'conditions.0.values',
      'ADDON_RULE.CONDITION_VALUES_REQUIRED',
    ],
    [{ services: [] }, 'services', 'ADDON_RULE.SERVICE_REQUIRED'],
  ] as const)('%j -> %s %s', (patch, field, code) => {
    expect(validateAddonRule({ ...validRule, ...patch })).toEqual([
      expect.objectContaining({ field, code }),
    ]);
  });

  it('accepts every rule with a name, a priority 1-9, a warehouse, a condition and a service', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\w[\w ]{0,30}$/),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('shippingMethod', 'sku', 'recipientCountry' as const),
        fc.array(fc.stringMatching(/^[A-Z]{2,6}$/), { minLength: 1, maxLength: 4 }),
        (name, priority, kind, values) => {
          const rule = { ...validRule, name, priority, conditions: [{ kind, values }] };
          expect(validateAddonRule(rule)).toEqual([]);
          expect(validateAddonRule({ ...rule, services: [] }).map((i) => i.code)).toEqual([
            'ADDON_RULE.SERVICE_REQUIRED',
          ]);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddonRuleForMatch, OrderForAddonRules } from './addon-rule-match';
import { addonRuleApplies, pickAddonRule, servicesWithAddonRule } from './addon-rule-match';

const order: OrderForAddonRules = {
  warehouseId: 1,
  shippingMethod: 'DE-DHL',
  country: 'DE',
  skus: ['MUG-01', 'CUP-02'],
};

const rule = (patch: Partial<AddonRuleForMatch> = {}): AddonRuleForMatch => ({
  id: 1,
  status: 'active',
  priority: 5,
  warehouseIds: [1],
  conditions: [{ kind: 'recipientCountry', values: ['DE', 'AT'] }],
  services: ['GIFT_WRAP'],
  ...patch,
});

describe('addonRuleApplies', () => {
  it.each([
    ['an active rule for the warehouse and country', rule(), true],
    ['an inactive rule', rule({ status: 'inactive' }), false],
    ['another warehouse', rule({ warehouseIds: [2] }), false],
    ['one of several warehouses', rule({ warehouseIds: [2, 1] }), true],
    [
      'another country',
      rule({ conditions: [{ kind: 'recipientCountry', values: ['FR'] }] }),
      false,
    ],
    [
      'the shipping method, any case',
      rule({ conditions: [{ kind: 'shippingMethod', values: ['de-dhl'] }] }),
      true,
    ],
    [
      'another shipping method',
      rule({ conditions: [{ kind: 'shippingMethod', values: ['UK-RM'] }] }),
      false,
    ],
    ['one SKU of the order', rule({ conditions: [{ kind: 'sku', values: ['CUP-02'] }] }), true],
    ['no SKU of the order', rule({ conditions: [{ kind: 'sku', values: ['PEN-9'] }] }), false],
    [
      'every condition holding',
      rule({
        conditions: [
          { kind: 'sku', values: ['MUG-01'] },
          { kind: 'shippingMethod', values: ['DE-DHL'] },
        ],
      }),
      true,
    ],
    [
      'one of two conditions failing',
      rule({
        conditions: [
          { kind: 'sku', values: ['MUG-01'] },
          { kind: 'shippingMethod', values: ['US-STD'] },
        ],
      }),
      false,
    ],
    ['no condition at all', rule({ conditions: [] }), false],
  ] as const)('%s', (_name, candidate, applies) => {
    expect(addonRuleApplies(candidate, order)).toBe(applies);
  });
});

describe('pickAddonRule', () => {
  it.each([
    ['none matches', [rule({ status: 'inactive' })], undefined],
    ['the only match', [rule({ id: 3 })], 3],
    ['priority 1 over 2', [rule({ id: 1, priority: 2 }), rule({ id: 2, priority: 1 })], 2],
    ['a tie: the earlier rule', [rule({ id: 9, priority: 3 }), rule({ id: 4, priority: 3 })], 4],
    [
      'an inactive rule of higher priority is skipped',
      [rule({ id: 1, priority: 1, status: 'inactive' }), rule({ id: 2, priority: 9 })],
      2,
    ],
    [
      'a non-matching rule of higher priority is skipped',
      [rule({ id: 1, priority: 1, warehouseIds: [7] }), rule({ id: 2, priority: 4 })],
      2,
    ],
  ] as const)('%s', (_name, rules, id) => {
    expect(pickAddonRule(rules, order)?.id).toBe(id);
  });

  const arbitraryRule = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    status: fc.constantFrom('active' as const, 'inactive' as const),
    priority: fc.integer({ min: 1, max: 9 }),
    warehouseIds: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
    conditions: fc.array(
      fc.record({
        kind: fc.constantFrom(
          'shippingMethod' as const,
          'sku' as const,
          'recipientCountry' as const,
        ),
        values: fc.array(fc.constantFrom('DE', 'FR', 'DE-DHL', 'UK-RM', 'MUG-01', 'PEN-9'), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      { maxLength: 3 },
    ),
    services: fc.array(fc.constantFrom('GIFT_WRAP', 'LABEL', 'PHOTO'), { minLength: 1 }),
  });
  const uniqueRules = fc.uniqueArray(arbitraryRule, { selector: (r) => r.id, maxLength: 8 });

  it('picks a matching active rule of the highest priority, and the smallest id among those', () => {
    fc.assert(
      fc.property(uniqueRules, (rules) => {
        const picked = pickAddonRule(rules, order);
        const matching = rules.filter((r) => addonRuleApplies(r, order));
        if (matching.length === 0) {
          expect(picked).toBeUndefined();
          return;
        }
        expect(picked?.status).toBe('active');
        const top = Math.min(...matching.map((r) => r.priority));
        expect(picked?.priority).toBe(top);
        const ids = matching.filter((r) => r.priority === top).map((r) => r.id);
        expect(picked?.id).toBe(Math.min(...ids));
      }),
    );
  });

  it('never applies an inactive rule, and does not depend on the order the rules come in', () => {
    fc.assert(
      fc.property(uniqueRules, fc.integer(), (rules, seed) => {
        const inactive = rules.map((r) => ({ ...r, status: 'inactive' as const }));
        expect(pickAddonRule(inactive, order)).toBeUndefined();
        const shuffled = [...rules].sort((a, b) => ((a.id * seed) % 7) - ((b.id * seed) % 7));
        expect(pickAddonRule(shuffled, order)?.id).toBe(pickAddonRule(rules, order)?.id);
      }),
    );
  });
});

describe('servicesWithAddonRule', () => {
  it.each([
    ['no rule keeps the choice', [{ code: 'LABEL', quantity: 2 }], undefined, [['LABEL', 2]]],
    ['adds the rule services once', [], { services: ['GIFT_WRAP'] }, [['GIFT_WRAP', 1]]],
    [
      'keeps the merchant quantity of a service the rule also names',
      [{ code: 'GIFT_WRAP', quantity: 3 }],
      { services: ['GIFT_WRAP', 'PHOTO'] },
      [
        ['GIFT_WRAP', 3],
        ['PHOTO', 1],
      ],
    ],
  ] as const)('%s', (_name, chosen, winner, expected) => {
    expect(servicesWithAddonRule(chosen, winner).map((s) => [s.code, s.quantity] as const)).toEqual(
      expected,
    );
  });

  it('keeps every chosen service and contains every rule service exactly once', () => {
    const code = fc.constantFrom('A', 'B', 'C', 'D');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ code, quantity: fc.integer({ min: 1, max: 5 }) }), {
          selector: (s) => s.code,
        }),
        fc.uniqueArray(code),
        (chosen, services) => {
          const result = servicesWithAddonRule(chosen, { services });
          expect(result.slice(0, chosen.length)).toEqual(chosen);
          for (const s of services) expect(result.filter((r) => r.code === s)).toHaveLength(1);
        },
      ),
    );
  });
});

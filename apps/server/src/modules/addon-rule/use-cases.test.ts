import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputFor } from '../../http/context';
import { merchantSession } from '../../test-support/session';
import { fakeAddonRulePorts } from './fakes';
import { addonRuleUseCases } from './use-cases';

// The added-service rule use cases on strict in-memory fakes, the unit of work and the status
// port included (ADR 0068). addon-rule.test.ts keeps the journeys over HTTP on PGlite, and the
// rules' effect on the orders created after them.
const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const demo = merchantSession(1);
const other = merchantSession(2);
const WORLD = {
  warehouses: new Map([
    [1, 'Yiwu'],
    [2, 'Los Angeles'],
    [3, 'Rotterdam'],
  ]),
  approved: new Map([
    [1, [1, 2]],
    [2, [3]],
  ]),
  services: new Set(['PHOTO', 'LABEL']),
};
type Form = InputFor<'addonRule.create'>;
const ruleForm = (overrides: Partial<Form> = {}): Form => ({
  name: 'Photos for US orders',
  description: 'Every US parcel gets product photos',
  priority: '3',
  warehouse_ids: '1',
  shipping_methods: '',
  skus: '',
  countries: 'us',
  services: 'PHOTO',
  save_as: 'inactive',
  ...overrides,
});
const setUp = () => {
  const fake = fakeAddonRulePorts(WORLD, () => NOW);
  return { ...fake, useCases: addonRuleUseCases(fake.ports) };
};
const created = async (useCases: ReturnType<typeof setUp>['useCases'], form = ruleForm()) => {
  const answer = await useCases.create(demo, form);
  if (!answer.ok) throw new Error(`the rule was refused: ${JSON.stringify(answer.error)}`);
  return answer.value.data;
};

describe('creating a rule', () => {
  it('stores it inactive, the lists read from the comma separated text', async () => {
    const { useCases } = setUp();
    const answer = await useCases.create(
      demo,
      ruleForm({ skus: ' RULE-A, RULE-A ,', shipping_methods: 'us-std', warehouse_ids: '2,1' }),
    );
    expect(answer).toMatchObject({
      ok: true,
      value: {
        data: {
          status: 'inactive',
          skus: ['RULE-A'],
          shipping_methods: ['US-STD'],
          countries: ['US'],
          warehouses: ['Los Angeles', 'Yiwu'],
          actions: ['activate'],
          updated_at: '2026-11-28T09:00:00.000Z',
        },
        message: { code: 'SERVER.ADDON_RULE_SAVED' },
      },
    });
  });

  it('creates and activates together', async () => {
    const { useCases } = setUp();
    expect(await useCases.create(demo, ruleForm({ save_as: 'active' }))).toMatchObject({
      ok: true,
      value: { data: { status: 'active' }, message: { code: 'SERVER.ADDON_RULE_SAVED_ACTIVE' } },
    });
  });

  it.each([
    [{ name: ' ' }, 'name', 'VALIDATION.REQUIRED'],
    [{ priority: '10' }, 'priority', 'ADDON_RULE.PRIORITY_RANGE'],
    [{ warehouse_ids: '' }, 'warehouse_ids', 'ADDON_RULE.WAREHOUSE_REQUIRED'],
    [{ warehouse_ids: 'x' }, 'warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE'],
    [{ warehouse_ids: '3' }, 'warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE'],
    [{ countries: '' }, 'conditions', 'ADDON_RULE.CONDITION_REQUIRED'],
    [{ shipping_methods: 'NO-SUCH' }, 'shipping_methods', 'ORDER.CHANNEL_UNKNOWN'],
    [{ services: 'PHOTO, GOLD_WRAP' }, 'services', 'SERVER.ORDER_SERVICE_UNKNOWN'],
  ])('refuses %j on its field, opening no transaction', async (change, field, code) => {
    const { useCases, unitOfWork, rules } = setUp();
    const answer = await useCases.create(demo, ruleForm(change));
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.issues).toContainEqual(expect.objectContaining({ field, code }));
    expect(unitOfWork.runs()).toBe(0);
    expect(rules.size).toBe(0);
  });
});

describe('editing and moving a rule', () => {
  it('edits the fields and keeps the status', async () => {
    const { useCases } = setUp();
    const rule = await created(useCases, ruleForm({ save_as: 'active' }));
    const edited = await useCases.update(demo, { id: rule.id, ...ruleForm({ name: 'Renamed' }) });
    expect(edited).toMatchObject({
      ok: true,
      value: { data: { name: 'Renamed', status: 'active' } },
    });
  });

  it('refuses an invalid edit and another merchant’s rule, changing nothing', async () => {
    const { useCases, rules } = setUp();
    const rule = await created(useCases);
    const before = rules.get(rule.id);
    expect(
      await useCases.update(demo, { id: rule.id, ...ruleForm({ priority: '0' }) }),
    ).toMatchObject({
      ok: false,
      error: { code: '400' },
    });
    expect(
      await useCases.update(other, { id: rule.id, ...ruleForm({ warehouse_ids: '3' }) }),
    ).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
    expect(rules.get(rule.id)).toEqual(before);
  });

  it('activates and deactivates through the machine, and refuses a wrong step (409)', async () => {
    const { useCases } = setUp();
    const rule = await created(useCases);
    expect(await useCases.action(demo, { id: rule.id, action: 'deactivate' })).toMatchObject({
      ok: false,
      error: { code: '409' },
    });
    expect(await useCases.action(demo, { id: rule.id, action: 'activate' })).toMatchObject({
      ok: true,
      value: { data: { status: 'active' }, message: { code: 'SERVER.ADDON_RULE_ACTIVATED' } },
    });
    expect(await useCases.action(demo, { id: rule.id, action: 'deactivate' })).toMatchObject({
      ok: true,
      value: { data: { status: 'inactive' }, message: { code: 'SERVER.ADDON_RULE_DEACTIVATED' } },
    });
    expect(await useCases.action(other, { id: rule.id, action: 'activate' })).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
  });

  it('deletes the merchant’s own rule once, in either status', async () => {
    const { useCases } = setUp();
    const rule = await created(useCases, ruleForm({ save_as: 'active' }));
    expect(await useCases.remove(other, { id: rule.id })).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
    expect(await useCases.remove(demo, { id: rule.id })).toMatchObject({ ok: true });
    expect(await useCases.detail(demo, { id: rule.id })).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
  });
});

describe('the rule list', () => {
  it('orders by priority, 1 first, then the earlier rule, whatever the order of creation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 8 }),
        async (priorities) => {
          const { useCases } = setUp();
          for (const priority of priorities)
            await created(useCases, ruleForm({ priority: String(priority) }));
          const list = await useCases.list(demo, { page: 1, page_size: 20 });
          const rows = list.ok ? list.value.data.list : [];
          expect(rows.map((r) => [r.priority, r.id])).toEqual(
            rows
              .map((r) => [r.priority, r.id])
              .sort(([p1 = 0, i1 = 0], [p2 = 0, i2 = 0]) => p1 - p2 || i1 - i2),
          );
          expect(rows).toHaveLength(priorities.length);
        },
      ),
      { numRuns: 30 },
    );
  });
});

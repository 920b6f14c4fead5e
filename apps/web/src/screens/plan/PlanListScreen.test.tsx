import type { PlanListData } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import PlanListScreen from './PlanListScreen';

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

function plans(bought: boolean): PlanListData {
  return {
    rates: { per_cbm: cny(120_00), per_sku: cny(1_00), per_plan_item: cny(10) },
    balance: cny(bought ? 100_000 - 71_00 : 100_000),
    sku_quota: bought ? 1 : 0,
    plans: [
      {
        warehouse_id: 1,
        warehouse_name: 'Shenzhen',
        warehouse_cn_name: '深圳仓',
        status: bought ? 'awaiting_first_check_in' : 'inactive',
        terms: bought
          ? { storage_cbm: '0.5', sku_count: 1, plan_items: 100, fee: cny(71_00) }
          : null,
        next_terms: null,
        usage: { storage_cbm_used: '0.000', skus_used: 0, plan_items_used: 0 },
        extras: { sku_count: 0, plan_items: 0 },
        shortfall: { skus: 0, plan_items: 0, extra_purchase_offered: false },
        activated_at: bought ? '2026-01-01T00:00:00.000Z' : null,
        cycle_start_at: null,
        next_billing_at: null,
      },
    ],
  };
}

function renderPlans(language?: 'zh', activate?: () => unknown) {
  let bought = false;
  return renderScreen(<PlanListScreen />, {
    routeName: 'account.plan.list',
    path: '/account/plan/list',
    ...(language === undefined ? {} : { language }),
    answers: {
      '/merchant/api-plan/list': () => plans(bought),
      '/merchant/api-plan/activate':
        activate ??
        (() => {
          bought = true;
          return {
            warehouse_id: 1,
            status: 'awaiting_first_check_in',
            fee: cny(71_00),
            effective_at: '2026-01-01T00:00:00.000Z',
            balance: cny(100_000 - 71_00),
            ledger_id: 9,
          };
        }),
    },
  });
}

describe('PlanListScreen', () => {
  it('activates the plan of a warehouse with the fee shown first, then shows it bought', async () => {
    const { requests } = await renderPlans();
    const card = await screen.findByRole('region', { name: 'Shenzhen' });
    expect(within(card).getByText('Not activated')).toBeTruthy();
    expect(screen.getByText('Fee per cycle of these terms: 71.00 CNY')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activate plan' }));
    await waitFor(() =>
      expect(within(card).getByText('Activated, cycle starts at the first check-in')).toBeTruthy(),
    );
    expect(requests.find((r) => r.path === '/merchant/api-plan/activate')?.body).toEqual({
      warehouse_id: '1',
      storage: '0.5',
      sku_count: '1',
      plan_items: '100',
    });
    expect(within(card).getByText('0 of 1 SKUs')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('refuses storage off the 0.1 steps before calling, and shows a server refusal beside its field', async () => {
    const refusal = {
      code: '400',
      ask: 0,
      msg: 'This warehouse is not active for your account',
      alert: '',
      data: {
        issues: [{ field: 'sku_count', code: 'VALIDATION.INTEGER_MIN', params: { min: 1 } }],
      },
    };
    const { requests } = await renderPlans(
      undefined,
      () => new HttpRequestFailure('body', refusal.msg, { body: refusal }),
    );
    const storage = await screen.findByRole('textbox', { name: 'Storage space (CBM)' });
    const user = userEvent.setup();
    await user.clear(storage);
    await user.type(storage, '0.55');
    await user.click(screen.getByRole('button', { name: 'Activate plan' }));
    await waitFor(() => expect(storage.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((r) => r.path === '/merchant/api-plan/activate')).toBe(false);
    await user.clear(storage);
    await user.type(storage, '0.6');
    await user.click(screen.getByRole('button', { name: 'Activate plan' }));
    const skus = screen.getByRole('textbox', { name: 'SKUs' });
    await waitFor(() => expect(skus.getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers the extra purchase where the plan falls short, shows its fee and asks before paying', async () => {
    let extras = 0;
    const short = (): PlanListData => {
      const data = plans(true);
      const [first] = data.plans;
      if (first === undefined) throw new Error('no plan row');
      return {
        ...data,
        sku_quota: 1 + extras,
        plans: [
          {
            ...first,
            extras: { sku_count: extras, plan_items: 0 },
            shortfall:
              extras > 0
                ? { skus: 0, plan_items: 0, extra_purchase_offered: false }
                : { skus: 2, plan_items: 0, extra_purchase_offered: true },
          },
        ],
      };
    };
    const { requests } = await renderScreen(<PlanListScreen />, {
      routeName: 'account.plan.list',
      path: '/account/plan/list',
      answers: {
        '/merchant/api-plan/list': short,
        '/merchant/api-plan/extra-purchase': () => {
          extras = 2;
          return {
            warehouse_id: 1,
            sku_count: 2,
            plan_items: 0,
            fee: cny(2_00),
            balance: cny(100_000 - 71_00 - 2_00),
            ledger_id: 10,
            sku_quota: 3,
            plan_item_quota: 100,
            orders_resumed: 0,
          };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Shenzhen' });
    expect(within(card).getByText('2 SKU(s) short of your plan')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Buy more' }));
    const form = screen.getByRole('form', { name: 'Extra purchase for Shenzhen' });
    expect(within(form).getByText(/Fee: 2\.00 CNY, paid from your balance/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Pay and buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra purchase for Shenzhen' });
    expect(
      within(dialog).getByText('Pay 2.00 CNY from your balance for 2 SKU(s) and 0 plan-item(s)?'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/merchant/api-plan/extra-purchase')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Pay and buy' }));
    await waitFor(() =>
      expect(screen.getByText('Bought extra this cycle: 2 SKU(s), 0 plan-item(s)')).toBeTruthy(),
    );
    const sent = requests.find((r) => r.path === '/merchant/api-plan/extra-purchase')?.body;
    expect(sent).toMatchObject({ warehouse_id: '1', sku_count: '2', plan_items: '0' });
    expect(String((sent as { request_id?: unknown }).request_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('speaks Chinese', async () => {
    await renderPlans('zh');
    expect(await screen.findByRole('heading', { name: '我的套餐' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '激活套餐' })).toBeTruthy();
  });
});

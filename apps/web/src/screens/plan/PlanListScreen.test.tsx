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

  it('speaks Chinese', async () => {
    await renderPlans('zh');
    expect(await screen.findByRole('heading', { name: '我的套餐' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '激活套餐' })).toBeTruthy();
  });
});

import type { OverdueAmountData, OverdueProductRow } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import OverdueAmountScreen from './OverdueAmountScreen';
import OverdueProductScreen from './OverdueProductScreen';

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

const owed: OverdueAmountData = {
  balance: cny(0),
  owed: cny(251_00),
  arrears_orders: 2,
  list: [
    {
      id: 1,
      kind: 'storage_past_plan',
      cycle: 7,
      warehouse_id: 1,
      warehouse_name: 'Shenzhen',
      warehouse_cn_name: '深圳仓',
      amount: cny(180_00),
      due_at: '2026-07-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
};

const product = (tier: string): OverdueProductRow[] =>
  tier === 'overdue'
    ? [
        {
          product_id: 5,
          sku: 'MUG-1',
          name: 'Mug',
          cn_name: '杯',
          warehouse_id: 1,
          warehouse_name: 'Shenzhen',
          warehouse_cn_name: '深圳仓',
          on_hand: 7,
          units_normal: 0,
          units_double: 7,
          units_quadruple: 0,
          oldest_age_days: 181,
        },
      ]
    : [];

describe('the overdue screens', () => {
  it.each([
    [undefined, 'Storage past the plan', 'Recharge'],
    ['zh' as const, '超出套餐的仓储费', '充值'],
  ])('list the amounts owed with how to pay them (%s)', async (language, kind, recharge) => {
    await renderScreen(<OverdueAmountScreen />, {
      routeName: 'overdueAmount',
      path: '/overdueAmount',
      ...(language === undefined ? {} : { language }),
      answers: { '/merchant/api-billing/overdue-amount': () => owed },
    });
    expect(await screen.findByText(kind)).toBeTruthy();
    expect(screen.getByText(recharge).getAttribute('href')).toBe('/account/warehouse/recharge');
    expect(document.getElementById('overdue-arrears')?.textContent).toBe('2');
  });

  it('shows only stock past day 180 when asked', async () => {
    const asked: string[] = [];
    await renderScreen(<OverdueProductScreen />, {
      routeName: 'overdueProduct',
      path: '/overdueProduct',
      answers: {
        '/merchant/api-billing/overdue-product': (request) => {
          const value = request.query?.['tier'];
          const tier = typeof value === 'string' ? value : '';
          asked.push(tier);
          const list = product(tier);
          return { list, total: list.length, page: 1, page_size: 20 };
        },
      },
    });
    expect(await screen.findByText('No stock on the shelf.')).toBeTruthy();
    await userEvent.click(screen.getByText('Only stock past 180 days'));
    await waitFor(() => expect(screen.getByText('MUG-1')).toBeTruthy());
    expect(asked).toEqual(['all', 'overdue']);
  });
});

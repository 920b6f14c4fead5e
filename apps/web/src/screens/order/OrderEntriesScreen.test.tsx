import type { OrderEntries } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import OrderEntriesScreen from './OrderEntriesScreen';
import { loadOrderTexts } from './screens';

beforeAll(() => loadOrderTexts());

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

/** Order 7: two mugs reserved and charged, then intercepted (released and refunded). */
const ENTRIES: OrderEntries = {
  id: 7,
  order_no: 'SO00007',
  stock: [
    {
      sku: 'MUG-01',
      warehouse_id: 1,
      cause: 'order_reserved',
      on_hand_delta: 0,
      reserved_delta: 2,
      operator: 'demo',
      created_at: '2026-11-20T11:00:00.000Z',
    },
    {
      sku: 'MUG-01',
      warehouse_id: 1,
      cause: 'order_released',
      on_hand_delta: 0,
      reserved_delta: -2,
      operator: 'ops',
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ],
  money: [
    {
      kind: 'charge',
      reference: 'SO00007',
      amount: cny(-3600),
      balance_after: cny(96400),
      created_at: '2026-11-20T11:00:00.000Z',
    },
    {
      kind: 'adjustment',
      reference: 'refund:SO00007',
      amount: cny(3600),
      balance_after: cny(100000),
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

const renderEntries = (entries: OrderEntries, language?: 'zh') =>
  renderScreen(<OrderEntriesScreen />, {
    routeName: 'order.list.entryDetails',
    path: '/order/list/entryDetails/7',
    params: { id: '7' },
    answers: { '/merchant/api-orders/entries': () => entries },
    ...(language === undefined ? {} : { language }),
  });

describe('OrderEntriesScreen', () => {
  it('lists the stock movements and the charges and refunds of the order, oldest first', async () => {
    const { requests } = await renderEntries(ENTRIES);
    expect(await screen.findByRole('heading', { name: /Entry details/, level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SO00007' }).getAttribute('href')).toBe(
      '/order/view/7',
    );
    const stock = screen.getByRole('table', { name: 'Stock movements' });
    const stockRows = within(stock).getAllByRole('row').slice(1);
    expect(stockRows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Reserved for the order',
      'Released (cancelled or intercepted)',
    ]);
    expect(within(stockRows[0] as HTMLElement).getByText('+2')).toBeTruthy();
    expect(within(stockRows[1] as HTMLElement).getByText('-2')).toBeTruthy();
    const money = screen.getByRole('table', { name: 'Charges and refunds' });
    expect(within(money).getByText('Charge')).toBeTruthy();
    expect(within(money).getByText('refund:SO00007')).toBeTruthy();
    expect(within(money).getByText('-36.00 CNY')).toBeTruthy();
    expect(within(money).getByText(/^1,?000\.00 CNY$/)).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-orders/entries')?.query).toEqual({
      id: '7',
    });
  });

  it('in Chinese: an order that moved nothing says so for each ledger', async () => {
    await renderEntries({ id: 7, order_no: 'SO00007', stock: [], money: [] }, 'zh');
    expect(await screen.findByText('该订单尚未占用或出库任何库存。')).toBeTruthy();
    expect(screen.getByText('该订单尚未扣费。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /条目明细/, level: 1 })).toBeTruthy();
  });
});

import type { OrderChargeRow } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import OrderChargesScreen from './OrderChargesScreen';

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

const ROWS: OrderChargeRow[] = [
  {
    id: 12,
    order_id: 3,
    order_no: 'OB0000003',
    warehouse_id: 2,
    warehouse: 'Germany',
    channel: 'DE-STD',
    kind: 'refund',
    amount: cny(45_00),
    lines: null,
    balance_after: cny(955_00),
    created_at: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 11,
    order_id: 3,
    order_no: 'OB0000003',
    warehouse_id: 2,
    warehouse: 'Germany',
    channel: 'DE-STD',
    kind: 'charge',
    amount: cny(-45_00),
    lines: [
      { kind: 'freight', amount: cny(40_00) },
      { kind: 'remote_surcharge', amount: cny(5_00) },
    ],
    balance_after: cny(910_00),
    created_at: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 10,
    order_id: 2,
    order_no: 'OB0000002',
    warehouse_id: 1,
    warehouse: 'Shenzhen',
    channel: 'US-STD',
    kind: 'charge',
    amount: cny(-90_00),
    lines: null,
    balance_after: cny(955_00),
    created_at: '2026-02-01T10:00:00.000Z',
  },
];

function renderCharges(options: { language?: 'zh'; rows?: OrderChargeRow[] } = {}) {
  const rows = options.rows ?? ROWS;
  return renderScreen(<OrderChargesScreen />, {
    routeName: 'account.warehouse.order',
    path: '/account/warehouse/order',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-recharge/order-charges': (request) => {
        const query = request.query ?? {};
        const kept = rows.filter(
          (row) =>
            (query['kind'] === undefined || row.kind === query['kind']) &&
            (typeof query['order_no'] !== 'string' || row.order_no.includes(query['order_no'])),
        );
        const charged = kept
          .filter((r) => r.kind === 'charge')
          .reduce((s, r) => s - r.amount.amount, 0);
        const refunded = kept
          .filter((r) => r.kind === 'refund')
          .reduce((s, r) => s + r.amount.amount, 0);
        return {
          ...onePage(kept),
          totals: { charged: cny(charged), refunded: cny(refunded), net: cny(charged - refunded) },
        };
      },
    },
  });
}

describe('OrderChargesScreen (/account/warehouse/order)', () => {
  it("shows each order's charge by kind, its refund and the filter's totals", async () => {
    await renderCharges();
    expect(screen.getByRole('heading', { name: 'Order charge details' })).toBeTruthy();
    const [refund, charge, requoted] = (await screen.findAllByRole('row')).slice(1);
    expect(within(refund!).getByText('Refund')).toBeTruthy();
    expect(within(refund!).getByText('45.00 CNY')).toBeTruthy();
    expect(within(refund!).getByText('Germany')).toBeTruthy();
    expect(within(charge!).getByText('Freight: 40.00 CNY')).toBeTruthy();
    expect(within(charge!).getByText('Remote area surcharge: 5.00 CNY')).toBeTruthy();
    expect(within(charge!).getByText('-45.00 CNY')).toBeTruthy();
    expect(within(requoted!).getByText('Quoted again since; see the order')).toBeTruthy();
    expect(document.getElementById('order-charges-charged')?.textContent).toBe('135.00 CNY');
    expect(document.getElementById('order-charges-refunded')?.textContent).toBe('45.00 CNY');
    expect(document.getElementById('order-charges-net')?.textContent).toBe('90.00 CNY');
  });

  it('filters by move, order number, warehouse and days, and refuses a range the domain refuses before calling', async () => {
    const { requests } = await renderCharges();
    await screen.findByText('Freight: 40.00 CNY');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'refund');
    await waitFor(() => expect(screen.queryByText('Freight: 40.00 CNY')).toBeNull());
    expect(document.getElementById('order-charges-charged')?.textContent).toBe('0.00 CNY');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), '0000002');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), '2');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/merchant/api-recharge/order-charges' &&
            r.query?.['warehouse_id'] === '2' &&
            r.query['order_no'] === '0000002' &&
            r.query['start_date'] === '2026-03-01' &&
            r.query['end_date'] === '2026-03-31',
        ),
      ).toBe(true),
    );
    const sent = requests.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(requests.length).toBe(sent);
  });

  it('says so when no order has been charged', async () => {
    await renderCharges({ rows: [] });
    expect(await screen.findByText('No order has been charged yet.')).toBeTruthy();
  });

  it('speaks Chinese, warehouses included', async () => {
    await renderCharges({ language: 'zh' });
    expect(await screen.findByText('运费: 40.00 元')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '订单费用明细' })).toBeTruthy();
    expect(screen.getAllByText('德国仓').length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: '退款' })).toBeTruthy();
    expect(screen.getByLabelText('开始日期')).toBeTruthy();
  });
});

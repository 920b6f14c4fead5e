import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@portal/contract';
import { renderScreen } from '../../test/render-screen';
import OrderViewScreen from './OrderViewScreen';
import { PROCESSING_ORDER } from './order-test-kit';
import { loadOrderTexts } from './screens';

beforeAll(() => loadOrderTexts());

function renderView(detail: () => OrderDetail, language?: 'zh') {
  return renderScreen(<OrderViewScreen />, {
    routeName: 'order.view',
    path: '/order/view/7',
    params: { id: '7' },
    answers: {
      '/merchant/api-orders/view': detail,
      '/merchant/api-orders/intercept': () => ({
        id: 7,
        order_no: 'SO00007',
        status: 'processing',
        abnormal_reason: null,
        intercept: 'requested',
      }),
      '/merchant/api-orders/action': () => ({
        id: 7,
        order_no: 'SO00007',
        status: 'deleted',
        abnormal_reason: null,
        intercept: 'none',
      }),
    },
    ...(language === undefined ? {} : { language }),
  });
}

describe('OrderViewScreen', () => {
  it('shows the lines, the fees, the stock held and who did what; an interception is asked', async () => {
    let detail: OrderDetail = PROCESSING_ORDER;
    const { requests } = await renderView(() => detail);
    const user = userEvent.setup();
    expect(await screen.findByText('Status: Processing')).toBeTruthy();
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('35.00 CNY')).toBeTruthy();
    expect(within(fees).getAllByText('36.00 CNY').length).toBe(2);
    expect(screen.getByText('Stock held for this order: MUG-01 × 2')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Sub-account clerk/)).toBeTruthy();
    expect(within(history).getByText(/Pending submit → Processing/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    detail = { ...PROCESSING_ORDER, intercept: 'requested' };
    await user.click(screen.getByRole('button', { name: 'Intercept SO00007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intercept order SO00007' });
    expect(within(dialog).getByText(/which may not succeed/)).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Stop it completely/));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-orders/intercept')?.body).toEqual({
        id: '7',
        reason: 'client_cancelled',
        complete: '1',
      }),
    );
    expect(
      await screen.findByText('Interception requested: the warehouse will accept or refuse it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Intercept SO00007' })).toBeNull();
  });

  it('in Chinese: a pending-submit order is deleted only after its confirmation', async () => {
    const pending: OrderDetail = {
      ...PROCESSING_ORDER,
      status: 'pending_submit',
      actions: ['edit', 'submit', 'moveToDraft', 'delete'],
      fees: null,
      charged: { amount: 0, currency: 'CNY' },
      events: [],
      reservations: [],
    };
    const { requests, router } = await renderView(() => pending, 'zh');
    const user = userEvent.setup();
    expect(await screen.findByText('订单提交后才会扣费。')).toBeTruthy();
    expect(screen.getByText('该订单暂无操作记录。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除 SO00007' }));
    const dialog = await screen.findByRole('dialog', { name: '删除订单' });
    expect(requests.some((r) => r.path === '/merchant/api-orders/action')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
    expect(requests.find((r) => r.path === '/merchant/api-orders/action')?.body).toEqual({
      id: '7',
      action: 'delete',
    });
  });
});

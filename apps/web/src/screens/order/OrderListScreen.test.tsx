import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import OrderListScreen from './OrderListScreen';
import { orderRow } from './order-test-kit';
import { loadOrderTexts } from './screens';

beforeAll(() => loadOrderTexts());

const ROWS = [
  orderRow(1, 'pending_submit', ['edit', 'submit', 'moveToDraft', 'delete']),
  orderRow(2, 'abnormal', ['cancel', 'cancelCompletely']),
  orderRow(3, 'shipped', []),
];
const COUNTS = {
  total: 3,
  tabs: [
    { status: 'pending_submit', count: 1 },
    { status: 'abnormal', count: 1 },
    { status: 'shipped', count: 1 },
  ],
};

function renderList(rows = ROWS, language?: 'zh') {
  return renderScreen(<OrderListScreen />, {
    routeName: 'order.list',
    path: '/order/list',
    answers: {
      '/merchant/api-orders/list': () => onePage(rows),
      '/merchant/api-orders/status-counts': () =>
        rows.length === 0 ? { total: 0, tabs: [] } : COUNTS,
      '/merchant/api-orders/channels': () => ({ channels: [] }),
      '/merchant/api-orders/batch': () => ({
        results: [{ id: 2, ok: true, status: 'draft', refusal: null }],
      }),
    },
    ...(language === undefined ? {} : { language }),
  });
}

describe('OrderListScreen', () => {
  it(
    'tabs with counts, each row its machine’s actions, a cancel asked with its reason',
    { timeout: 30_000 },
    async () => {
      const { requests } = await renderList();
      const user = userEvent.setup();
      const tabs = screen.getByRole('tablist', { name: 'Orders by status' });
      expect(await within(tabs).findByRole('tab', { name: 'All (3)' })).toBeTruthy();
      expect(within(tabs).getByRole('tab', { name: 'Abnormal (1)' })).toBeTruthy();

      const pending = await screen.findByRole('row', { name: /SO00001/ });
      expect(within(pending).getByRole('link', { name: 'Edit SO00001' })).toBeTruthy();
      expect(within(pending).getByRole('button', { name: 'Submit SO00001' })).toBeTruthy();
      const abnormal = screen.getByRole('row', { name: /SO00002/ });
      expect(within(abnormal).getByText('Insufficient Fund')).toBeTruthy();
      expect(within(abnormal).queryByRole('link', { name: 'Edit SO00002' })).toBeNull();
      const shipped = screen.getByRole('row', { name: /SO00003/ });
      expect(within(shipped).queryByRole('button')).toBeNull();

      await user.click(within(abnormal).getByRole('button', { name: 'Cancel SO00002' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order SO00002' });
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'fraudulent_customer');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(requests.find((r) => r.path === '/merchant/api-orders/batch')?.body).toEqual({
          action: 'cancel',
          ids: '2',
          reason: 'fraudulent_customer',
          complete: '0',
        }),
      );
      expect(await screen.findByText('Cancel: 1 done, 0 refused')).toBeTruthy();

      await user.click(within(tabs).getByRole('tab', { name: 'Abnormal (1)' }));
      await user.type(
        screen.getByLabelText('Order, reference, platform or tracking numbers'),
        'SO00002\nREF-9',
      );
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(
          requests.filter((r) => r.path === '/merchant/api-orders/list').at(-1)?.query,
        ).toMatchObject({
          status: 'abnormal',
          numbers: 'SO00002,REF-9',
          page: '1',
        }),
      );
      expect(
        requests.filter((r) => r.path === '/merchant/api-orders/status-counts').at(-1)?.query,
      ).toEqual({
        numbers: 'SO00002,REF-9',
        search_field: 'all',
      });
    },
  );

  it('in Chinese: the empty list says so', async () => {
    await renderList([], 'zh');
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部（0）' })).toBeTruthy();
  });
});

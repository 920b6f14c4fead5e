import type { OrderDetail, OrderListRow } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import { canCorrectAddress, recipientFields } from './correct-address-model';
import { orderValuesOf } from './order-form';
import OrderListScreen from './OrderListScreen';
import { orderRow, PROCESSING_ORDER } from './order-test-kit';
import OrderViewScreen from './OrderViewScreen';
import { loadOrderTexts } from './screens';

beforeAll(() => loadOrderTexts());

/** Order 7, charged and its stock held, stopped by the warehouse for its address. */
const ADDRESS_ABNORMAL: OrderDetail = {
  ...PROCESSING_ORDER,
  status: 'abnormal',
  abnormal_reason: 'address_abnormal',
  actions: ['cancel', 'cancelCompletely'],
};
const RESUMED = {
  id: 7,
  order_no: 'SO00007',
  status: 'processing',
  abnormal_reason: null,
  intercept: 'none',
} as const;

const refusal = (field: string, code: string, params: Record<string, string>) => {
  const body = {
    code: '400',
    ask: 0,
    msg: 'refused',
    alert: '',
    data: { issues: [{ field, code, params }] },
  };
  return new HttpRequestFailure('body', 'refused', { body });
};

describe('canCorrectAddress', () => {
  it.each([
    ['abnormal', 'address_abnormal', true],
    ['abnormal', 'insufficient_stock', false],
    ['abnormal', 'insufficient_funds', false],
    ['processing', null, false],
    ['draft', null, false],
  ] as const)('%s / %s -> %s', (status, abnormal_reason, expected) => {
    expect(canCorrectAddress({ status, abnormal_reason })).toBe(expected);
  });

  it('sends the recipient fields only, the country upper-case', () => {
    const fields = recipientFields({ ...orderValuesOf(ADDRESS_ABNORMAL), country: 'us ' });
    expect(Object.keys(fields).sort()).toEqual(
      [
        'address_line1',
        'address_line2',
        'city',
        'company',
        'country',
        'email',
        'first_name',
        'house_number',
        'last_name',
        'phone',
        'postcode',
        'state',
      ].sort(),
    );
    expect(fields['country']).toBe('US');
  });
});

describe('Correct address', () => {
  it(
    'on the view: pre-filled, the order form’s rules in the browser, a server field error, then the order resumes',
    { timeout: 30_000 },
    async () => {
      let detail: OrderDetail = ADDRESS_ABNORMAL;
      let answer: () => unknown = () => refusal('phone', 'ORDER.PHONE_FORMAT', { country: 'US' });
      const { requests } = await renderScreen(<OrderViewScreen />, {
        routeName: 'order.view',
        path: '/order/view/7',
        params: { id: '7' },
        answers: {
          '/merchant/api-orders/view': () => detail,
          '/merchant/api-orders/correct-address': () => answer(),
        },
      });
      const user = userEvent.setup();
      expect(await screen.findByText('This order is waiting: Address abnormal')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Correct address SO00007' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Correct the address of SO00007',
      });
      // the order's recipient, in the US layout, the country kept
      const postcode = await within(dialog).findByRole('textbox', { name: 'Postcode' });
      expect((postcode as HTMLInputElement).value).toBe('10001');
      expect(
        (within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value,
      ).toBe('Ada');
      expect(within(dialog).getByText('US')).toBeTruthy();
      expect(within(dialog).queryByRole('combobox', { name: 'Country' })).toBeNull();

      // the domain's postcode rule, before anything is sent
      await user.clear(postcode);
      await user.type(postcode, '1000');
      await user.click(within(dialog).getByRole('button', { name: 'Save and resume' }));
      await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
      expect(requests.some((r) => r.path === '/merchant/api-orders/correct-address')).toBe(false);

      // the server's verdict on the phone (full metadata) shows beside the phone
      await user.type(postcode, '2');
      await user.click(within(dialog).getByRole('button', { name: 'Save and resume' }));
      const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
      expect(
        document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('This phone number is not valid for US.');

      answer = () => RESUMED;
      detail = {
        ...ADDRESS_ABNORMAL,
        status: 'processing',
        abnormal_reason: null,
        actions: ['intercept'],
      };
      await user.clear(phone);
      await user.type(phone, '2125550188');
      await user.click(within(dialog).getByRole('button', { name: 'Save and resume' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const sent = requests.filter((r) => r.path === '/merchant/api-orders/correct-address');
      expect(sent.at(-1)?.body).toMatchObject({
        id: '7',
        postcode: '10002',
        phone: '2125550188',
        first_name: 'Ada',
        country: 'US',
      });
      // the order is read again: it resumed
      expect(await screen.findByText('Status: Processing')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Correct address SO00007' })).toBeNull();
    },
  );

  it('in Chinese, from the list’s abnormal row; the list and its counts are read again', async () => {
    const stopped: OrderListRow = {
      ...orderRow(7, 'abnormal', ['cancel']),
      abnormal_reason: 'address_abnormal',
    };
    const { requests } = await renderScreen(<OrderListScreen />, {
      routeName: 'order.list',
      path: '/order/list',
      language: 'zh',
      answers: {
        '/merchant/api-orders/list': () => onePage([stopped, orderRow(2, 'abnormal', ['cancel'])]),
        '/merchant/api-orders/status-counts': () => ({
          total: 2,
          tabs: [{ status: 'abnormal', count: 2 }],
        }),
        '/merchant/api-orders/channels': () => ({ channels: [] }),
        '/merchant/api-orders/view': () => ADDRESS_ABNORMAL,
        '/merchant/api-orders/correct-address': () => RESUMED,
      },
    });
    const user = userEvent.setup();
    // only the order stopped for its address offers the correction
    await user.click(await screen.findByRole('button', { name: '修改地址 SO00007' }));
    expect(screen.queryByRole('button', { name: '修改地址 SO00002' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: '修改 SO00007 的收件地址' });
    const city = await within(dialog).findByRole('textbox', { name: '城市' });
    await user.clear(city);
    await user.type(city, 'Brooklyn');
    const lists = requests.filter((r) => r.path === '/merchant/api-orders/list').length;
    await user.click(within(dialog).getByRole('button', { name: '保存并恢复' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      requests.find((r) => r.path === '/merchant/api-orders/correct-address')?.body,
    ).toMatchObject({
      id: '7',
      city: 'Brooklyn',
    });
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/merchant/api-orders/list').length).toBe(lists + 1),
    );
  });
});

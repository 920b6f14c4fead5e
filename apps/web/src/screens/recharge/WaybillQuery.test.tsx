import type { WaybillRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import { loadOrderTexts } from '../order/screens';
import OrderChargesScreen from './OrderChargesScreen';

// the route loads the order texts with the screen (the statuses), as the registry does
beforeAll(() => loadOrderTexts());

const QUOTATION = {
  file_name: 'quotation-2026-03-01.xlsx',
  content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  content_base64: btoa('PK'),
  rows: 4,
};

const WAYBILL: WaybillRow = {
  order_id: 7,
  order_no: 'OB0000007',
  reference_no: 'REF-7',
  tracking_no: '1Z999AA10123456784',
  warehouse_id: 1,
  warehouse: 'Shenzhen',
  channel: 'US-STD',
  status: 'shipped',
  chargeable_weight_g: 1_250,
  charged: { amount: 45_00, currency: 'CNY' },
  created_at: '2026-03-01T10:00:00.000Z',
};

function renderBilling(options: { language?: 'zh'; quotation?: () => unknown } = {}) {
  return renderScreen(<OrderChargesScreen />, {
    routeName: 'account.warehouse.order',
    path: '/account/warehouse/order',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-recharge/order-charges': () => ({
        ...onePage([]),
        totals: {
          charged: { amount: 0, currency: 'CNY' },
          refunded: { amount: 0, currency: 'CNY' },
          net: { amount: 0, currency: 'CNY' },
        },
      }),
      '/merchant/api-recharge/waybills': (request) => {
        const numbers = request.query?.['numbers'];
        const asked = (typeof numbers === 'string' ? numbers : '').split('\n');
        const found = asked.filter((n) => n === WAYBILL.tracking_no || n === WAYBILL.order_no);
        return {
          list: found.length > 0 ? [WAYBILL] : [],
          not_found: asked.filter((n) => !found.includes(n)),
        };
      },
      '/merchant/api-recharge/quotation': options.quotation ?? (() => QUOTATION),
    },
  });
}

describe('waybill query and quotation download (billing extras on /account/warehouse/order)', () => {
  it('finds waybills by pasted numbers, with what each was charged, and names the numbers found nowhere', async () => {
    const { requests } = await renderBilling();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', {
      name: 'Order, reference or tracking numbers',
    });
    await user.type(box, '1Z999AA10123456784, NOPE-1\nNOPE-1');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    const table = await screen.findByRole('table', { name: 'Waybill query' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(row).getByText('Shipped')).toBeTruthy();
    expect(within(row).getByText('45.00 CNY')).toBeTruthy();
    expect(within(row).getByText('1.250')).toBeTruthy();
    expect(screen.getByText('No order matches: NOPE-1')).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-recharge/waybills')?.query).toEqual({
      numbers: '1Z999AA10123456784\nNOPE-1',
    });
  });

  it.each([
    ['', 'This field is required!'],
    [
      Array.from({ length: 501 }, (_, i) => `N${i}`).join(' '),
      'You can search at most 500 numbers at a time.',
    ],
  ])('refuses %j before calling', async (numbers, text) => {
    const { requests } = await renderBilling();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', {
      name: 'Order, reference or tracking numbers',
    });
    if (numbers !== '') await user.click(box);
    if (numbers !== '') await user.paste(numbers);
    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.path === '/merchant/api-recharge/waybills')).toBe(false);
  });

  it('downloads the quotation as XLSX, busy while it runs', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:q', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let release: (value: unknown) => void = () => undefined;
    await renderBilling({ quotation: () => new Promise((r) => (release = r)) });
    const button = await screen.findByRole('button', { name: 'Download quotation (XLSX)' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    release(QUOTATION);
    await waitFor(() => expect(saved).toEqual(['quotation-2026-03-01.xlsx']));
    expect(button.getAttribute('aria-busy')).toBe('false');
    click.mockRestore();
  });

  it('says the quotation download failed', async () => {
    await renderBilling({ quotation: () => new Error('network down') });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download quotation (XLSX)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The quotation could not be downloaded, please retry later.',
    );
  });

  it('speaks Chinese', async () => {
    await renderBilling({ language: 'zh' });
    expect(await screen.findByRole('button', { name: '下载报价单（XLSX）' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '订单号、参考号或跟踪号' }), 'OB0000007');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const table = await screen.findByRole('table', { name: '运单查询' });
    expect(within(table).getByText('45.00 元')).toBeTruthy();
    expect(within(table).getByText('深圳仓')).toBeTruthy();
  });
});

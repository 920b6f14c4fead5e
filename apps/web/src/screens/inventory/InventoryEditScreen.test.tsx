import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import InventoryEditScreen from './InventoryEditScreen';
import { stockRow } from './inventory-test-fixtures';

const STOCK = stockRow({ on_hand: 8, reserved: 0, available: 8, in_transit: 2 });

const LOG = {
  id: 3,
  product_id: 7,
  sku: 'MUG-01',
  warehouse_id: 1,
  cause: 'asn_received',
  reference: 'ASN00000001',
  on_hand_delta: 8,
  reserved_delta: 0,
  in_transit_delta: -9,
  unqualified_delta: 1,
  operator: 'operator',
  created_at: '2026-11-20T08:00:00.000Z',
};

const BATCH = {
  id: 1,
  product_id: 7,
  sku: 'MUG-01',
  warehouse_id: 1,
  batch_no: 'B-1',
  source: 'ASN00000001',
  qualified: 8,
  unqualified: 1,
  received_at: '2026-11-20T08:00:00.000Z',
};

function renderEdit(language?: 'zh') {
  return renderScreen(<InventoryEditScreen />, {
    routeName: 'warehouse.inventoryList.edit',
    path: '/warehouse/inventoryList/edit/7/1',
    params: { product_id: '7', waId: '1' },
    language,
    answers: {
      '/merchant/api-inventory/list': (request) =>
        onePage(request.query?.['product_id'] === '7' ? [STOCK] : []),
      '/merchant/api-inventory/log': () => onePage([LOG]),
      '/merchant/api-inventory/batches': () => onePage([BATCH]),
      '/merchant/api-inventory/edit': (request) => ({
        ...STOCK,
        low_stock_threshold: Number(request.body?.['low_stock_threshold']),
        low_stock: true,
      }),
    },
  });
}

describe('InventoryEditScreen', () => {
  it("shows the product's stock, its log with the translated cause, and its batches", async () => {
    const { requests } = await renderEdit();
    expect(
      await screen.findByText('MUG-01 · Ceramic mug · Shenzhen', { exact: false }),
    ).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Inventory log' });
    const cells = within(log)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        'Inbound goods received',
        'ASN00000001',
        '+8',
        '-9',
        '+1',
        'operator',
      ]),
    );
    const batches = screen.getByRole('table', { name: 'Batches' });
    expect(within(batches).getByText('B-1')).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-inventory/log')?.query).toMatchObject({
      product_id: '7',
      warehouse_id: '1',
    });
  });

  it('checks the threshold as it is typed, in English', async () => {
    const { requests } = await renderEdit();
    const input = await screen.findByLabelText('Low-stock alert threshold');
    const user = userEvent.setup();
    await user.clear(input);
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required!');
    await user.type(input, '1000000');
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a whole number from 0 to 999999.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(requests.some((r) => r.path === '/merchant/api-inventory/edit')).toBe(false);
    expect((input as HTMLInputElement).value).toBe('1000000');
  });

  it('checks the threshold in Chinese when the language is zh', async () => {
    await renderEdit('zh');
    const input = await screen.findByLabelText('库存预警值');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '2.5');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入 0 至 999999 之间的整数。');
  });

  it('saves a valid threshold and shows the low-stock mark the server answers', async () => {
    const { requests } = await renderEdit();
    const input = await screen.findByLabelText('Low-stock alert threshold');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Low stock')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({
      path: '/merchant/api-inventory/edit',
      body: { product_id: '7', warehouse_id: '1', low_stock_threshold: '10' },
    });
  });
});

import type { InventoryRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import InventoryListScreen from './InventoryListScreen';
import { stockRow } from './inventory-test-fixtures';

function renderList(rows: InventoryRow[], language?: 'zh') {
  return renderScreen(<InventoryListScreen />, {
    routeName: 'warehouse.inventoryList.list',
    path: '/warehouse/inventoryList/list',
    language,
    answers: {
      '/merchant/api-inventory/list': (request) =>
        onePage(request.query?.['low_stock'] === '1' ? rows.filter((r) => r.low_stock) : rows),
    },
  });
}

describe('InventoryListScreen', () => {
  it('shows each stock row with its figures, low-stock mark and a link to its edit screen', async () => {
    await renderList([
      stockRow(),
      stockRow({
        product_id: 8,
        sku: 'CUP-02',
        name_en: 'Cup',
        available: 3,
        low_stock_threshold: 5,
        low_stock: true,
      }),
    ]);
    const mug = (await screen.findByText('MUG-01')).closest('tr') as HTMLElement;
    expect(
      within(mug)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['MUG-01', 'Ceramic mug', 'Shenzhen', '12', '2', '10', '5', '1', 'Off', 'Details']);
    expect(within(mug).queryByText('Low stock')).toBeNull();
    const cup = screen.getByText('CUP-02').closest('tr') as HTMLElement;
    expect(within(cup).getByText('Low stock')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Details of CUP-02 in Shenzhen' }).getAttribute('href'),
    ).toBe('/warehouse/inventoryList/edit/8/1');
  });

  it('says so when no stock matches, and sends the filters it was given', async () => {
    const { requests } = await renderList([stockRow()]);
    await screen.findByText('MUG-01');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Warehouse'), '2');
    await user.click(screen.getByLabelText('Low stock only'));
    expect(await screen.findByText('No stock matches these filters.')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({
      path: '/merchant/api-inventory/list',
      query: { warehouse_id: '2', low_stock: '1', page: '1' },
    });
  });

  it('names products and warehouses in Chinese when the language is zh', async () => {
    await renderList([stockRow()], 'zh');
    expect(await screen.findByText('陶瓷杯')).toBeTruthy();
    expect(screen.getByRole('option', { name: '德国仓' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '可用' })).toBeTruthy();
    // the row's own warehouse too, not the English name the server stored (issue 10, item 6)
    expect(screen.getByRole('cell', { name: '深圳仓' })).toBeTruthy();
  });

  it('starts filtered to the warehouse chosen in the header (issue 10, item 17)', async () => {
    const { requests } = await renderList([stockRow()]);
    await screen.findByText('MUG-01');
    // the test user's current warehouse is 1 (Shenzhen); the list reads it once the user is known
    const lists = () => requests.filter((r) => r.path === '/merchant/api-inventory/list');
    await waitFor(() => expect(lists().at(-1)?.query).toMatchObject({ warehouse_id: '1' }));
    expect((screen.getByLabelText('Warehouse') as HTMLSelectElement).value).toBe('1');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { tableHttpClient } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import { productRow } from './product-test-support';
import ProductListScreen from './ProductListScreen';

const COUNTS = { draft: 2, pending_approval: 1, rejected: 0, active: 1, inactive: 0, deleted: 3 };

async function renderList(answers: Parameters<typeof tableHttpClient>[0] = {}) {
  const rows = [
    productRow(1, { sku: 'MUG-01' }),
    productRow(2, { sku: 'MUG-02' }),
    productRow(3, { sku: 'TEE-01', status: 'active', actions: ['deactivate', 'moveToDraft'] }),
  ];
  return renderScreen(<ProductListScreen />, {
    answers: {
      '/merchant/api-product/list': (request) => {
        const status = request.query?.['status'];
        const list = typeof status === 'string' ? rows.filter((r) => r.status === status) : rows;
        return { list, total: list.length, page: 1, page_size: 20, counts: COUNTS };
      },
      ...answers,
    },
    user: null,
    routeName: 'warehouse.product.list',
    path: '/warehouse/product/list',
  });
}

describe('ProductListScreen', () => {
  it('shows a tab per status with the counts, "all" without the deleted ones', async () => {
    const { requests } = await renderList();
    expect(
      (await screen.findByRole('tab', { name: 'All (4)' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('tab', { name: 'Draft (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deleted (3)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Active (1)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MUG-01' })).toBeNull());
    expect(screen.getByRole('link', { name: 'TEE-01' })).toBeTruthy();
    expect(requests.at(-1)?.query).toMatchObject({ status: 'active', page: '1' });
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { requests } = await renderList();
    const user = userEvent.setup();
    const all = await screen.findByRole('tab', { name: 'All (4)' });
    expect(all.tabIndex).toBe(0);
    all.focus();
    await user.keyboard('{ArrowRight}');
    const draft = screen.getByRole('tab', { name: 'Draft (2)' });
    expect(document.activeElement).toBe(draft);
    await waitFor(() => expect(draft.getAttribute('aria-selected')).toBe('true'));
    expect(requests.at(-1)?.query).toMatchObject({ status: 'draft' });
  });

  it('shows each row the buttons of its own actions', async () => {
    await renderList();
    const tee = await screen.findByRole('group', { name: 'Actions of TEE-01' });
    expect(
      within(tee)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deactivate', 'Move to draft']);
    const mug = screen.getByRole('group', { name: 'Actions of MUG-01' });
    expect(
      within(mug)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Submit', 'Delete']);
  });

  it('runs a batch on the selected rows and shows what succeeded and why the others failed', async () => {
    const { requests } = await renderList({
      '/merchant/api-product/batch': () => ({
        succeeded: 1,
        failed: 1,
        results: [
          { id: 1, ok: true, status: 'pending_approval', msg: 'OK' },
          { id: 3, ok: false, status: null, msg: 'A product in status active cannot submit' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select MUG-01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TEE-01' }));
    const batch = screen.getByRole('group', { name: 'Batch actions on the selected products' });
    await user.click(within(batch).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submit: 1 succeeded, 1 failed')).toBeTruthy();
    expect(screen.getByText('TEE-01: A product in status active cannot submit')).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-product/batch')?.body).toEqual({
      action: 'submit',
      ids: '1,3',
    });
  });

  it('asks before deleting', async () => {
    const { requests } = await renderList({
      '/merchant/api-product/batch': () => ({
        succeeded: 1,
        failed: 0,
        results: [{ id: 2, ok: true, status: 'deleted', msg: 'OK' }],
      }),
    });
    const user = userEvent.setup();
    const row = await screen.findByRole('group', { name: 'Actions of MUG-02' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(requests.some((r) => r.path === '/merchant/api-product/batch')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(
      within(dialog).getByText('Delete MUG-02? A deleted product cannot come back.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete: 1 succeeded, 0 failed')).toBeTruthy();
  });

  it('asks before deactivating, a row or the selection (issue 10, item 15)', async () => {
    const { requests } = await renderList({
      '/merchant/api-product/batch': () => ({
        succeeded: 1,
        failed: 0,
        results: [{ id: 3, ok: true, status: 'inactive', msg: 'OK' }],
      }),
    });
    const user = userEvent.setup();
    const row = await screen.findByRole('group', { name: 'Actions of TEE-01' });
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(requests.some((r) => r.path === '/merchant/api-product/batch')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(
      within(dialog).getByText('Deactivate TEE-01? It can no longer be shipped.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivate: 1 succeeded, 0 failed')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select TEE-01' }));
    const batch = screen.getByRole('group', { name: 'Batch actions on the selected products' });
    await user.click(within(batch).getByRole('button', { name: 'Deactivate' }));
    const asked = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(
      within(asked).getByText('Deactivate the selected products? They can no longer be shipped.'),
    ).toBeTruthy();
  });

  it('checks the spreadsheet before uploading, then opens its result', async () => {
    // the spreadsheet goes through the one HttpClient as multipart
    const uploader = { upload: vi.fn(() => ({ id: 17 })) };
    const { router, requests } = await renderList({
      '/merchant/api-product/upload': uploader.upload,
    });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Batch upload');
    await user.upload(input, new File(['x'], 'products.pdf'));
    expect(await screen.findByText('Only XLS, XLSX, CSV files can be uploaded.')).toBeTruthy();
    expect(uploader.upload).not.toHaveBeenCalled();
    await user.upload(input, new File(['sku'], 'products.csv'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/warehouse/product/upload/result?id=17',
      ),
    );
    const upload = requests.find((r) => r.path === '/merchant/api-product/upload');
    expect(upload).toMatchObject({ method: 'POST', noAlert: true });
    expect(upload?.method === 'POST' && (upload.files?.['file'] as File).name).toBe('products.csv');
  });
});

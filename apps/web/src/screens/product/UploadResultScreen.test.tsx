import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import UploadResultScreen from './UploadResultScreen';

const RESULT = {
  id: 5,
  file_name: 'products.csv',
  created_at: '2026-11-21 10:00:00',
  total: 2,
  created: 1,
  failed: 1,
  rows: [
    { row: 2, sku: 'UP-01', ok: true, product_id: 40, msg: [] },
    {
      row: 3,
      sku: 'UP-02',
      ok: false,
      product_id: null,
      msg: [
        'Declared Value must not be less than its actual cost (Product Value)!',
        'Invalid HS code',
      ],
    },
  ],
};

async function renderResult(path: string, answer: unknown = RESULT) {
  const { requests } = await renderScreen(<UploadResultScreen />, {
    answers: { '/merchant/api-product/upload-result': () => answer },
    user: null,
    routeName: 'warehouse.product.uploadResult',
    path,
  });
  return { requests };
}

describe('UploadResultScreen', () => {
  it('shows the file, the totals and each row with its messages', async () => {
    const { requests } = await renderResult('/warehouse/product/upload/result?id=5');
    expect(await screen.findByText('products.csv')).toBeTruthy();
    expect(requests[0]?.query).toEqual({ id: '5' });
    const table = screen.getByRole('table', { name: 'Rows of the upload' });
    const good = within(table).getByRole('row', { name: /UP-01/ });
    expect(within(good).getByText('OK')).toBeTruthy();
    expect(within(good).getByRole('link', { name: 'UP-01' }).getAttribute('href')).toBe(
      '/warehouse/product/detail/40',
    );
    const bad = within(table).getByRole('row', { name: /UP-02/ });
    expect(within(bad).getAllByRole('cell')[0]?.textContent).toBe('3');
    expect(within(bad).getByText('Failed')).toBeTruthy();
    expect(within(bad).getByText('Invalid HS code')).toBeTruthy();
    expect(screen.getByText('Created as drafts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the product list' })).toBeTruthy();
  });

  it('says so when the file held no product rows', async () => {
    await renderResult('/warehouse/product/upload/result?id=5', {
      ...RESULT,
      total: 0,
      created: 0,
      failed: 0,
      rows: [],
    });
    expect(await screen.findByText('The file held no product rows.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without an id asks nothing and points back to the list', async () => {
    const { requests } = await renderResult('/warehouse/product/upload/result');
    expect(
      await screen.findByText('No upload was chosen: upload a spreadsheet from the product list.'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

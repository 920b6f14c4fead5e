import type { ProductBatchData } from '@portal/contract';
import { HttpRequestFailure, PRODUCT_STATUSES } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ProductPage } from '../../gateways/product-gateway';
import { isBatchAction, ProductListModel, tabCount } from './product-list';
import { productRow, strictProductGateway } from './product-test-support';

const COUNTS = {
  draft: 3,
  pending_approval: 2,
  rejected: 1,
  active: 5,
  inactive: 1,
  deleted: 4,
};

const page = (rows = [productRow(1), productRow(2), productRow(3)]): ProductPage => ({
  list: rows,
  total: rows.length,
  page: 1,
  page_size: 20,
  counts: COUNTS,
});

describe('tabCount', () => {
  it.each([
    ['', 12],
    ['draft', 3],
    ['active', 5],
    ['deleted', 4],
    ['unknown', 0],
  ])('tab %j holds %i products', (tab, count) => {
    expect(tabCount(COUNTS, tab)).toBe(count);
  });

  it('"all" is every status but deleted, as the server lists it (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, fc.nat({ max: 100_000 })])) as Record<
            (typeof PRODUCT_STATUSES)[number],
            fc.Arbitrary<number>
          >,
        ),
        (counts) => {
          const all = tabCount(counts, '');
          expect(all + tabCount(counts, 'deleted')).toBe(
            PRODUCT_STATUSES.reduce((sum, s) => sum + tabCount(counts, s), 0),
          );
        },
      ),
    );
  });
});

describe('ProductListModel', () => {
  it('a tab filters by its status from the first page', async () => {
    const list = vi.fn().mockResolvedValue(page());
    const model = new ProductListModel(strictProductGateway({ list }));
    await model.list.load();
    await model.list.goTo(1);
    // the status tabs (kit FilterTabs) set the list's status filter
    await model.list.setFilter('status', 'active');
    expect(list).toHaveBeenLastCalledWith({ status: 'active', page: '1', page_size: '20' });
    expect(model.list.filters['status']).toBe('active');
    expect(model.count('')).toBe(12);
  });

  it('searches with the keyword as typed, trimmed', async () => {
    const list = vi.fn().mockResolvedValue(page());
    const model = new ProductListModel(strictProductGateway({ list }));
    model.setKeyword('  mug ');
    await model.search();
    expect(list).toHaveBeenLastCalledWith({ keyword: 'mug', page: '1', page_size: '20' });
  });

  it('a batch acts on the selection and keeps each refused row with its SKU and reason', async () => {
    const answer: ProductBatchData = {
      succeeded: 1,
      failed: 1,
      results: [
        { id: 1, ok: true, status: 'pending_approval', msg: 'OK' },
        { id: 3, ok: false, status: null, msg: 'A product in status active cannot submit' },
      ],
    };
    const batch = vi.fn().mockResolvedValue(answer);
    const list = vi.fn().mockResolvedValue(page());
    const model = new ProductListModel(strictProductGateway({ list, batch }));
    await model.list.load();
    model.list.toggle(productRow(1));
    model.list.toggle(productRow(3));
    await model.runBatch('submit');
    expect(batch).toHaveBeenCalledWith('submit', [1, 3]);
    expect(model.batch.outcome).toEqual({
      action: 'submit',
      succeeded: 1,
      failed: 1,
      failures: [{ id: 3, name: 'SKU-3', msg: 'A product in status active cannot submit' }],
    });
    // the list was fetched again, so the statuses shown are the new ones
    expect(list).toHaveBeenCalledTimes(2);
    expect(model.batch.acting).toBeUndefined();
  });

  it('a row action goes through the batch endpoint for that row only', async () => {
    const batch = vi.fn().mockResolvedValue({
      succeeded: 1,
      failed: 0,
      results: [{ id: 2, ok: true, status: 'active', msg: 'OK' }],
    });
    const model = new ProductListModel(
      strictProductGateway({ list: vi.fn().mockResolvedValue(page()), batch }),
    );
    await model.list.load();
    await model.runRowAction(productRow(2), 'activate');
    expect(batch).toHaveBeenCalledWith('activate', [2]);
    expect(model.batch.outcome?.failures).toEqual([]);
  });

  it('sends no batch without a selection', async () => {
    const batch = vi.fn();
    const model = new ProductListModel(strictProductGateway({ batch }));
    await model.runBatch('delete');
    expect(batch).not.toHaveBeenCalled();
  });

  it.each([
    ['a PDF', new File(['x'], 'products.pdf'), 'UPLOAD.FILE_TYPE'],
    [
      'a CSV over 500 KB',
      new File([new Uint8Array(500 * 1024 + 1)], 'p.csv'),
      'UPLOAD.FILE_TOO_LARGE',
    ],
  ])('refuses %s before sending it', async (_what, picked, code) => {
    const uploadSpreadsheet = vi.fn();
    const model = new ProductListModel(strictProductGateway({ uploadSpreadsheet }));
    expect(await model.spreadsheet.upload(picked)).toBeUndefined();
    expect(model.spreadsheet.refused?.code).toBe(code);
    expect(uploadSpreadsheet).not.toHaveBeenCalled();
  });

  it('uploads a spreadsheet and resolves with the result id; a refusal keeps the reason', async () => {
    const uploadSpreadsheet = vi
      .fn()
      .mockResolvedValueOnce({ id: 9 })
      .mockRejectedValueOnce(new HttpRequestFailure('body', 'XLS files are not supported'));
    const model = new ProductListModel(strictProductGateway({ uploadSpreadsheet }));
    expect(await model.spreadsheet.upload(new File(['a,b'], 'p.csv'))).toEqual({ id: 9 });
    expect(await model.spreadsheet.upload(new File(['a,b'], 'old.xls'))).toBeUndefined();
    expect(model.spreadsheet.failure).toBe('XLS files are not supported');
    expect(model.spreadsheet.busy).toBe(false);
  });

  it.each([
    ['submit', true],
    ['moveToDraft', true],
    ['edit', false],
    ['approve', false],
  ])('%s is a batch action: %s', (action, expected) => {
    expect(isBatchAction(action)).toBe(expected);
  });
});

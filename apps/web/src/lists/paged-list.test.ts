import type { Page } from '@portal/contract';
import type { FormFields } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list';

interface Row {
  readonly id: number;
}

/** A server of `total` rows answering pages as the API does. */
function server(total: number) {
  const queries: FormFields[] = [];
  const fetch = async (query: FormFields): Promise<Page<Row> & { counts: number }> => {
    queries.push(query);
    const page = Number(query['page']);
    const size = Number(query['page_size']);
    const first = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => ({
      id: first + i + 1,
    }));
    return { list, total, page, page_size: size, counts: total };
  };
  return { fetch, queries };
}

describe('PagedList', () => {
  it('asks for page 1 with the non-blank trimmed filters and keeps what came with the page', async () => {
    const api = server(45);
    const list = new PagedList(api.fetch, (row) => row.id, { status: 'draft', keyword: '  ' });
    await list.load();
    expect(api.queries[0]).toEqual({ status: 'draft', page: '1', page_size: '20' });
    expect(list.rows).toHaveLength(20);
    expect(list.extra).toEqual({ page: 1, page_size: 20, counts: 45 });
    expect(list.pageCount).toBe(3);
    expect(list.shownRange).toEqual({ from: 1, to: 20 });
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2, 2],
    [3, 3],
    [99, 3],
  ])('goTo(%i) shows page %i of 3', async (asked, shown) => {
    const list = new PagedList(server(45).fetch, (row) => row.id);
    await list.load();
    await list.goTo(asked);
    expect(list.page).toBe(shown);
  });

  it('a changed filter goes back to page 1', async () => {
    const api = server(100);
    const list = new PagedList(api.fetch, (row) => row.id);
    await list.load();
    await list.goTo(3);
    await list.setFilter('keyword', 'MUG');
    expect(list.page).toBe(1);
    expect(api.queries.at(-1)).toEqual({ keyword: 'MUG', page: '1', page_size: '20' });
  });

  it('drops an answer that arrives after a newer request was sent', async () => {
    const answers: ((page: Page<Row>) => void)[] = [];
    const list = new PagedList<Row>(
      () => new Promise((resolve) => answers.push(resolve)),
      (row) => row.id,
    );
    const first = list.load();
    const second = list.load();
    answers[1]?.({ list: [{ id: 2 }], total: 1, page: 1, page_size: 20 });
    await second;
    answers[0]?.({ list: [{ id: 1 }], total: 1, page: 1, page_size: 20 });
    await first;
    expect(list.rows).toEqual([{ id: 2 }]);
    expect(list.loading).toBe(false);
  });

  it('a failure is shown, not thrown, and the rows already shown stay', async () => {
    let fail = false;
    const api = server(5);
    const list = new PagedList<Row>(
      (query) => (fail ? Promise.reject(new Error('x')) : api.fetch(query)),
      (row) => row.id,
    );
    await list.load();
    fail = true;
    await list.load();
    expect(list.failed).toBe(true);
    expect(list.rows).toHaveLength(5);
  });

  it('keeps only shown rows selected after a reload, and toggles all on the page', async () => {
    let total = 5;
    const list = new PagedList<Row>(
      (query) => server(total).fetch(query),
      (row) => row.id,
    );
    await list.load();
    list.toggleAll();
    expect(list.selectedKeys).toEqual([1, 2, 3, 4, 5]);
    total = 2;
    await list.load();
    expect(list.selectedKeys).toEqual([1, 2]);
    list.toggle({ id: 1 });
    expect(list.allSelected).toBe(false);
    list.toggleAll();
    expect(list.allSelected).toBe(true);
  });

  it('a page size outside the offered ones falls back to the default', async () => {
    const list = new PagedList(server(10).fetch, (row) => row.id);
    await list.setPageSize(7);
    expect(list.pageSize).toBe(20);
    await list.setPageSize(100);
    expect(list.pageSize).toBe(100);
  });

  it('property: the page stays within 1..pageCount and the range within the total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 5 }),
        async (total, jumps) => {
          const list = new PagedList(server(total).fetch, (row) => row.id);
          await list.load();
          for (const jump of jumps) await list.goTo(jump);
          expect(list.page).toBeGreaterThanOrEqual(1);
          expect(list.page).toBeLessThanOrEqual(list.pageCount);
          expect(list.shownRange.to).toBeLessThanOrEqual(total);
          expect(list.rows.length).toBeLessThanOrEqual(list.pageSize);
        },
      ),
      { numRuns: 50 },
    );
  });
});

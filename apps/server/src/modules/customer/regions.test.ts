import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page<T> = { list: T[]; total: number; page: number; page_size: number };
type Country = { code: string; name: string; cn_name: string };

describe('GET /api/country/country-list', () => {
  it('pages the ISO countries with en and zh names', async () => {
    const reply = await t.get<Page<Country>>('/api/country/country-list', {
      page: 1,
      page_size: 5,
    });
    expect(reply.body.data.total).toBeGreaterThan(240);
    expect(reply.body.data.list).toHaveLength(5);
    expect(reply.body.data).toMatchObject({ page: 1, page_size: 5 });
  });

  it.each([
    ['germany', 'DE', '德国'],
    ['中国', 'CN', '中国'],
    ['us', 'US', '美国'],
  ])('finds %s', async (keyword, code, cnName) => {
    const reply = await t.get<Page<Country>>('/api/country/country-list', {
      keyword,
      page_size: 100,
    });
    expect(reply.body.data.list.find((c) => c.code === code)?.cn_name).toBe(cnName);
  });

  it.each([[{ page: 0 }], [{ page_size: 101 }], [{ page: 'x' }]])(
    'refuses paging %j',
    async (query) => {
      expect((await t.get('/api/country/country-list', query)).body.code).toBe('400');
    },
  );
});

describe('POST /api/region/region-list', () => {
  it('pages the service regions and filters by keyword', async () => {
    const all = await t.post<Page<{ name: string }>>('/api/region/region-list');
    expect(all.body.data.total).toBe(4);
    const east = await t.post<Page<{ name: string }>>('/api/region/region-list', {
      keyword: 'east',
    });
    expect(east.body.data.list.map((r) => r.name)).toEqual(['East China']);
    const zh = await t.post<Page<{ name: string }>>('/api/region/region-list', { keyword: '华南' });
    expect(zh.body.data.list.map((r) => r.name)).toEqual(['South China']);
    expect((await t.post('/api/region/region-list', { page_size: 0 })).body.code).toBe('400');
  });
});

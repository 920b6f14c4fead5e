import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type NewsPage = {
  list: { id: number; isNew: boolean; isLink: boolean; title: string; href_cn: string }[];
  total: number;
  unread: number;
};

describe('news notices', () => {
  it('lists the seeded notices as new, newest first', async () => {
    const reply = await t.get<NewsPage>('/merchant/api-news/list', {}, await t.login());
    expect(reply.body.data.total).toBe(2);
    expect(reply.body.data.unread).toBe(2);
    expect(reply.body.data.list.every((n) => n.isNew)).toBe(true);
    expect(reply.body.data.list.find((n) => n.isLink)?.href_cn).toContain('/zh/');
  });

  it('keeps the read state per merchant and shares it with its sub-accounts', async () => {
    const demo = await t.login();
    const list = await t.get<NewsPage>('/merchant/api-news/list', {}, demo);
    const first = list.body.data.list[0]?.id ?? 0;
    const read = await t.post('/merchant/api-news/read', { id: first }, demo);
    expect(read.body).toMatchObject({ code: '200', data: { unread: 1 } });
    expect((await t.post('/merchant/api-news/read', { id: first }, demo)).body.data).toEqual({
      unread: 1,
    });
    const sub = await t.get<NewsPage>('/merchant/api-news/list', {}, await t.loginSub());
    expect(sub.body.data.list.find((n) => n.id === first)?.isNew).toBe(false);
    const other = await t.registerMerchant('newsother');
    const theirs = await t.get<NewsPage>('/merchant/api-news/list', {}, { token: other.token });
    expect(theirs.body.data.unread).toBe(2);
  });

  it('publishes through the operator API and pages for load-more', async () => {
    const published = await t.ops<{ id: number }>('POST', '/merchant/api-ops/publish-news', {
      title: 'New warehouse in Yiwu',
      title_cn: '义乌新仓开通',
      href: 'https://example.com/yiwu',
    });
    expect(published.body.code).toBe('200');
    const demo = await t.login();
    const page1 = await t.get<NewsPage>('/merchant/api-news/list', { page: 1, page_size: 2 }, demo);
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.list[0]).toMatchObject({
      title: 'New warehouse in Yiwu',
      isLink: true,
      href_cn: 'https://example.com/yiwu',
    });
    const page2 = await t.get<NewsPage>('/merchant/api-news/list', { page: 2, page_size: 2 }, demo);
    expect(page2.body.data.list).toHaveLength(1);
    const page3 = await t.get<NewsPage>('/merchant/api-news/list', { page: 3, page_size: 2 }, demo);
    expect(page3.body.data.list).toHaveLength(0);
  });

  it('marks everything read', async () => {
    const demo = await t.login();
    expect((await t.post('/merchant/api-news/read-all', {}, demo)).body.data).toEqual({
      unread: 0,
    });
    const list = await t.get<NewsPage>('/merchant/api-news/list', {}, demo);
    expect(list.body.data.list.some((n) => n.isNew)).toBe(false);
  });

  it.each([
    [{ id: '' }, '400'],
    [{ id: 'x' }, '400'],
    [{ id: 9999 }, '404'],
  ])('refuses to mark %j', async (form, code) => {
    expect((await t.post('/merchant/api-news/read', form, await t.login())).body.code).toBe(code);
  });

  it('needs a login', async () => {
    expect((await t.get('/merchant/api-news/list')).body.code).toBe('401');
    expect((await t.post('/merchant/api-news/read', { id: 1 })).body.code).toBe('401');
    expect((await t.post('/merchant/api-news/read-all')).body.code).toBe('401');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './constants';
import type { NewsState, NewsNotice } from './news';
import {
  NEWS_INITIAL,
  clickNotice,
  markAllNoticesRead,
  noticeDisplay,
  NOTICE_LINK_TARGET,
  receiveNewsPage,
  receiveUnreadCount,
  requestMoreNews,
} from './news';

const notice = (extra: Partial<NewsNotice> = {}): NewsNotice => ({
  isNew: true,
  isLink: false,
  href: 'https://example.com/en',
  href_cn: 'https://example.com/zh',
  title: 'Holiday hours',
  title_cn: '假期营业时间',
  ...extra,
});
// `unread` is the server's count over every page; by default the loaded notices are all there is
const withNotices = (
  notices: NewsNotice[],
  unread = notices.filter((n) => n.isNew).length,
): NewsState => ({ ...NEWS_INITIAL, notices, unread, panelRead: unread === 0 });
const NO_MORE = { code: 'SHELL.NEWS_NO_MORE' };

describe('noticeDisplay', () => {
  it.each<[Partial<NewsNotice>, Language, ReturnType<typeof noticeDisplay>]>([
    [{}, 'en', { title: 'Holiday hours' }],
    [{}, 'zh', { title: '假期营业时间' }],
    [{ isLink: true }, 'en', { title: 'Holiday hours', href: 'https://example.com/en' }],
    [{ isLink: true }, 'zh', { title: '假期营业时间', href: 'https://example.com/zh' }],
    [
      { isLink: true, title_cn: '', href_cn: '' },
      'zh',
      { title: 'Holiday hours', href: 'https://example.com/en' },
    ],
    [{ isLink: true, href: '' }, 'en', { title: 'Holiday hours' }],
  ])('%j in %s → %j', (extra, language, expected) => {
    expect(noticeDisplay(notice(extra), language)).toEqual(expected);
  });
});

describe('clickNotice, markAllNoticesRead and the unread count', () => {
  it.each<[string, NewsNotice[], number, number, boolean[], number, boolean]>([
    ['marks the clicked notice read', [notice(), notice()], 2, 0, [false, true], 1, false],
    [
      'the panel is read once the server has none unread',
      [notice(), notice({ isNew: false })],
      1,
      0,
      [false, false],
      0,
      true,
    ],
    [
      'unread notices beyond the loaded page keep counting',
      [notice(), notice({ isNew: false })],
      13,
      0,
      [false, false],
      12,
      false,
    ],
    [
      'a click on a read notice counts nothing',
      [notice({ isNew: false }), notice()],
      5,
      0,
      [false, true],
      5,
      false,
    ],
    ['a link notice is marked read too', [notice({ isLink: true })], 1, 0, [false], 0, true],
    ['an index outside the list changes nothing', [notice()], 1, 3, [true], 1, false],
  ])('%s', (_name, notices, unread, index, isNew, unreadAfter, panelRead) => {
    const state = clickNotice(withNotices(notices, unread), index);
    expect(state.notices.map((n) => n.isNew)).toEqual(isNew);
    expect(state.unread).toBe(unreadAfter);
    expect(state.panelRead).toBe(panelRead);
  });

  it.each([
    [[notice(), notice({ isNew: false })], 7],
    [[], 0],
  ])('read all marks every notice and the panel read (%#)', (notices, unread) => {
    const read = markAllNoticesRead(withNotices(notices, unread));
    expect(read.notices.every((n) => !n.isNew)).toBe(true);
    expect(read.unread).toBe(0);
    expect(read.panelRead).toBe(true);
  });

  it.each([
    [3, 12, 12, false],
    [3, 0, 0, true],
    [0, -1, 0, true],
  ])('the server count %i → %i replaces the estimate', (before, server, unread, panelRead) => {
    const state = receiveUnreadCount(withNotices([notice()], before), server);
    expect(state.unread).toBe(unread);
    expect(state.panelRead).toBe(panelRead);
  });

  it('a link leaves in a new tab without a handle on the portal', () => {
    expect(NOTICE_LINK_TARGET).toEqual({ target: '_blank', rel: 'noopener' });
  });

  const noticesArb = fc.array(
    fc.record({
      isNew: fc.boolean(),
      isLink: fc.boolean(),
      href: fc.webUrl(),
      href_cn: fc.webUrl(),
      title: fc.string(),
      title_cn: fc.string(),
    }),
    { maxLength: 8 },
  );

  it('property: each click on a new notice counts exactly one fewer, never below 0; the panel is read exactly at 0', () => {
    fc.assert(
      fc.property(noticesArb, fc.nat(40), fc.array(fc.nat(9)), (notices, extra, clicks) => {
        const loadedNew = notices.filter((n) => n.isNew).length;
        let state = withNotices(notices, loadedNew + extra);
        for (const i of clicks) {
          const wasNew = state.notices[i]?.isNew === true;
          const next = clickNotice(state, i);
          expect(next.unread).toBe(wasNew ? state.unread - 1 : state.unread);
          state = next;
        }
        expect(state.unread).toBeGreaterThanOrEqual(extra);
        expect(state.panelRead).toBe(state.unread === 0);
        expect(state.notices).toHaveLength(notices.length);
        clicks.forEach((i) => {
          if (i < notices.length) expect(state.notices[i]?.isNew).toBe(false);
        });
      }),
    );
  });
});

describe('load more', () => {
  it.each<[string, NewsState, number, number, boolean, { code: string } | undefined]>([
    ['a full page may have more', NEWS_INITIAL, 10, 10, true, undefined],
    ['a short page was the last', NEWS_INITIAL, 3, 10, false, NO_MORE],
    ['an empty page was the last', NEWS_INITIAL, 0, 10, false, NO_MORE],
    ['a page one short was the last', NEWS_INITIAL, 9, 10, false, NO_MORE],
  ])('%s', (_name, state, received, pageSize, hasMore, reported) => {
    const page = Array.from({ length: received }, () => notice());
    const result = receiveNewsPage(state, page, pageSize, 13);
    expect(result.state.unread).toBe(13);
    expect(result.state.hasMore).toBe(hasMore);
    expect(result.message).toEqual(reported);
    expect(result.state.nextPage).toBe(2);
    expect(result.state.notices).toHaveLength(received);
  });

  it.each<[NewsState, ReturnType<typeof requestMoreNews>]>([
    [NEWS_INITIAL, { kind: 'fetch', page: 1 }],
    [
      { ...NEWS_INITIAL, nextPage: 4 },
      { kind: 'fetch', page: 4 },
    ],
    [
      { ...NEWS_INITIAL, nextPage: 4, hasMore: false },
      { kind: 'noMore', message: NO_MORE },
    ],
  ])('request more from %j → %j', (state, expected) => {
    expect(requestMoreNews(state)).toEqual(expected);
  });

  it('keeps fetching consecutive pages until a short one, then reports no more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(6), { minLength: 1, maxLength: 6 }),
        (pageSize, sizes) => {
          let state = NEWS_INITIAL;
          let fetched = 0;
          for (const size of sizes) {
            const request = requestMoreNews(state);
            if (request.kind === 'noMore') {
              expect(request.message).toEqual(NO_MORE);
              break;
            }
            expect(request.page).toBe(fetched + 1);
            state = receiveNewsPage(
              state,
              Array.from({ length: size }, () => notice()),
              pageSize,
              size,
            ).state;
            fetched += 1;
            expect(state.hasMore).toBe(size >= pageSize && size > 0);
          }
          expect(state.nextPage).toBe(fetched + 1);
        },
      ),
    );
  });
});

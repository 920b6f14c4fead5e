import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './constants';
import type { NewsState, NewsNotice } from './news';
import {
  NEWS_INITIAL,
  clickNotice,
  markAllNoticesRead,
  noticeDisplay,
  receiveNewsPage,
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
const withNotices = (notices: NewsNotice[]): NewsState => ({
  ...NEWS_INITIAL,
  notices,
  panelRead: notices.every((n) => !n.isNew),
});
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

describe('clickNotice and markAllNoticesRead', () => {
  it.each<[string, NewsNotice[], number, Language, boolean[], boolean, string | undefined]>([
    [
      'marks the clicked notice read',
      [notice(), notice()],
      0,
      'en',
      [false, true],
      false,
      undefined,
    ],
    [
      'the panel is read once all are',
      [notice(), notice({ isNew: false })],
      0,
      'en',
      [false, false],
      true,
      undefined,
    ],
    [
      'a link notice opens its link',
      [notice({ isLink: true })],
      0,
      'zh',
      [false],
      true,
      'https://example.com/zh',
    ],
    ['an index outside the list changes nothing', [notice()], 3, 'en', [true], false, undefined],
  ])('%s', (_name, notices, index, language, isNew, panelRead, openUrl) => {
    const result = clickNotice(withNotices(notices), index, language);
    expect(result.state.notices.map((n) => n.isNew)).toEqual(isNew);
    expect(result.state.panelRead).toBe(panelRead);
    expect(result.openUrl).toBe(openUrl);
  });

  it.each([[[notice(), notice({ isNew: false })]], [[]]])(
    'read all marks every notice and the panel read (%#)',
    (notices) => {
      const read = markAllNoticesRead(withNotices(notices));
      expect(read.notices.every((n) => !n.isNew)).toBe(true);
      expect(read.panelRead).toBe(true);
    },
  );

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

  it('the panel is read exactly when no notice is new, after any clicks', () => {
    fc.assert(
      fc.property(noticesArb, fc.array(fc.nat(9)), (notices, clicks) => {
        const after = clicks.reduce((s, i) => clickNotice(s, i, 'en').state, withNotices(notices));
        expect(after.panelRead).toBe(after.notices.every((n) => !n.isNew));
        expect(after.notices).toHaveLength(notices.length);
        clicks.forEach((i) => {
          if (i < notices.length) expect(after.notices[i]?.isNew).toBe(false);
        });
      }),
    );
  });

  it('opens a link only for a link notice', () => {
    fc.assert(
      fc.property(
        noticesArb,
        fc.nat(9),
        fc.constantFrom<Language>('en', 'zh'),
        (notices, i, language) => {
          const { openUrl } = clickNotice(withNotices(notices), i, language);
          if (notices[i]?.isLink !== true) expect(openUrl).toBeUndefined();
        },
      ),
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
    const result = receiveNewsPage(state, page, pageSize);
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

import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import type { Language } from './constants';
import { SHELL_MESSAGE } from './message-codes';

/** A notice of the news side panel, with the server's field names. */
export interface NewsNotice {
  readonly isNew: boolean;
  readonly isLink: boolean;
  readonly href: string;
  readonly href_cn: string;
  readonly title: string;
  readonly title_cn: string;
}

export interface NewsState {
  readonly notices: readonly NewsNotice[];
  /** Set once every notice is read (an empty panel has nothing unread). */
  readonly panelRead: boolean;
  /** The page the next load-more asks for, counted from 1. */
  readonly nextPage: number;
  readonly hasMore: boolean;
}

export const NEWS_INITIAL: NewsState = { notices: [], panelRead: true, nextPage: 1, hasMore: true };

const withNotices = (state: NewsState, notices: readonly NewsNotice[]): NewsState => ({
  ...state,
  notices,
  panelRead: notices.every((notice) => !notice.isNew),
});

/** The title and link to show in a language; an empty Chinese text falls back to English. */
export function noticeDisplay(
  notice: NewsNotice,
  language: Language,
): { readonly title: string; readonly href?: string | undefined } {
  const zh = language === 'zh';
  const title = zh && notice.title_cn !== '' ? notice.title_cn : notice.title;
  const href = zh && notice.href_cn !== '' ? notice.href_cn : notice.href;
  return notice.isLink && href !== '' ? { title, href } : { title };
}

/** A click marks the notice read and, for a link notice, opens its link in that language. */
export function clickNotice(
  state: NewsState,
  index: number,
  language: Language,
): { readonly state: NewsState; readonly openUrl?: string | undefined } {
  const notice = state.notices[index];
  if (notice === undefined) return { state };
  const notices = state.notices.map((n, i) => (i === index ? { ...n, isNew: false } : n));
  const { href } = noticeDisplay(notice, language);
  return href === undefined
    ? { state: withNotices(state, notices) }
    : { state: withNotices(state, notices), openUrl: href };
}

export const markAllNoticesRead = (state: NewsState): NewsState =>
  withNotices(
    state,
    state.notices.map((notice) => ({ ...notice, isNew: false })),
  );

/** Load-more: the page to fetch, or the no-more message when the last page was reached. */
export const requestMoreNews = (
  state: NewsState,
):
  | { readonly kind: 'fetch'; readonly page: number }
  | { readonly kind: 'noMore'; readonly message: MessageCode } =>
  state.hasMore
    ? { kind: 'fetch', page: state.nextPage }
    : { kind: 'noMore', message: message(SHELL_MESSAGE.NEWS_NO_MORE) };

/**
 * Appends a fetched page. A page shorter than the page size was the last one, which is
 * reported with the no-more message.
 */
export function receiveNewsPage(
  state: NewsState,
  page: readonly NewsNotice[],
  pageSize: number,
): { readonly state: NewsState; readonly message?: MessageCode | undefined } {
  const hasMore = page.length >= pageSize && page.length > 0;
  const next = withNotices({ ...state, nextPage: state.nextPage + 1, hasMore }, [
    ...state.notices,
    ...page,
  ]);
  return hasMore ? { state: next } : { state: next, message: message(SHELL_MESSAGE.NEWS_NO_MORE) };
}

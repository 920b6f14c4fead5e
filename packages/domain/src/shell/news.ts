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
  /**
   * How many notices are unread on the server, over every page: the loaded page is only the
   * newest few, so counting its new notices under-reports (issue 10).
   */
  readonly unread: number;
  /** Set once every notice is read (an empty panel has nothing unread). */
  readonly panelRead: boolean;
  /** The page the next load-more asks for, counted from 1. */
  readonly nextPage: number;
  readonly hasMore: boolean;
}

export const NEWS_INITIAL: NewsState = {
  notices: [],
  unread: 0,
  panelRead: true,
  nextPage: 1,
  hasMore: true,
};

const withNotices = (
  state: NewsState,
  notices: readonly NewsNotice[],
  unread: number,
): NewsState => {
  const count = Math.max(unread, 0);
  return { ...state, notices, unread: count, panelRead: count === 0 };
};

/**
 * A notice's link leaves the portal in a new tab, so its tabs and unsaved forms stay; the new
 * page gets no handle on this one.
 */
export const NOTICE_LINK_TARGET = { target: '_blank', rel: 'noopener' } as const;

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

/**
 * A click marks the notice read (a link notice's link opens by itself, in a new tab) and counts
 * one fewer unread until the server's own count arrives (`receiveUnreadCount`).
 */
export function clickNotice(state: NewsState, index: number): NewsState {
  const notice = state.notices[index];
  if (notice === undefined) return state;
  const notices = state.notices.map((n, i) => (i === index ? { ...n, isNew: false } : n));
  return withNotices(state, notices, notice.isNew ? state.unread - 1 : state.unread);
}

export const markAllNoticesRead = (state: NewsState): NewsState =>
  withNotices(
    state,
    state.notices.map((notice) => ({ ...notice, isNew: false })),
    0,
  );

/** The server's unread count after a read (or with a page) replaces the local estimate. */
export const receiveUnreadCount = (state: NewsState, unread: number): NewsState =>
  withNotices(state, state.notices, unread);

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
 * Appends a fetched page with the server's unread count. A page shorter than the page size was
 * the last one, which is reported with the no-more message.
 */
export function receiveNewsPage(
  state: NewsState,
  page: readonly NewsNotice[],
  pageSize: number,
  unread: number,
): { readonly state: NewsState; readonly message?: MessageCode | undefined } {
  const hasMore = page.length >= pageSize && page.length > 0;
  const next = withNotices(
    { ...state, nextPage: state.nextPage + 1, hasMore },
    [...state.notices, ...page],
    unread,
  );
  return hasMore ? { state: next } : { state: next, message: message(SHELL_MESSAGE.NEWS_NO_MORE) };
}

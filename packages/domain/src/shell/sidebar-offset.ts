import { SIDEBAR_OFFSET_THRESHOLD_PX } from './constants';

/**
 * The sidebar's top offset while the page scrolls: the height of the bars above it (the header,
 * news bar and tab strip: 159 px when each is one row, the spec's figure) minus the scroll
 * distance, never below 0. On a narrow desktop or with many tabs those bars wrap and grow; the
 * sidebar starts below them rather than covering the first tabs. A negative scroll (elastic
 * overscroll) counts as none, and a bars height that is not a positive number counts as 159.
 */
export const sidebarOffset = (
  scrollY: number,
  barsHeight: number = SIDEBAR_OFFSET_THRESHOLD_PX,
): number => {
  const start =
    Number.isFinite(barsHeight) && barsHeight > 0 ? barsHeight : SIDEBAR_OFFSET_THRESHOLD_PX;
  return Math.max(0, start - Math.max(0, scrollY));
};

export type SidebarCookieValue = '1' | '0';

export const sidebarCookieValue = (opened: boolean): SidebarCookieValue => (opened ? '1' : '0');

/** The sidebarStatus cookie: '0' is closed; '1', no cookie or anything unreadable is open. */
export const sidebarOpenedFromCookie = (value: string | undefined): boolean => value !== '0';

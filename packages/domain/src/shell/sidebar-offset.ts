import { SIDEBAR_OFFSET_THRESHOLD_PX } from './constants';

/**
 * The sidebar's top offset while the page scrolls: 159 px minus the scroll distance, never
 * below 0. A negative scroll (elastic overscroll) counts as none, so the offset stays in 0..159.
 */
export const sidebarOffset = (scrollY: number): number =>
  Math.max(0, SIDEBAR_OFFSET_THRESHOLD_PX - Math.max(0, scrollY));

export type SidebarCookieValue = '1' | '0';

export const sidebarCookieValue = (opened: boolean): SidebarCookieValue => (opened ? '1' : '0');

/** The sidebarStatus cookie: '0' is closed; '1', no cookie or anything unreadable is open. */
export const sidebarOpenedFromCookie = (value: string | undefined): boolean => value !== '0';

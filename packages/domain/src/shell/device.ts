import { MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_TOLERANCE_PX } from './constants';

export const SHELL_DEVICES = ['desktop', 'mobile'] as const;
export type ShellDevice = (typeof SHELL_DEVICES)[number];

/**
 * Mobile when `width - 3 < 1024`, i.e. a body narrower than 1027 px. The specification says
 * "below 1024 px (3 px tolerance)" without the direction; this keeps the original shell's
 * `rect.width - RATIO < WIDTH` (the constants' "body width less the tolerance"), so a layout a
 * few pixels wider than the breakpoint (a scrollbar, zoom rounding) still counts as mobile.
 */
export const isMobileWidth = (bodyWidth: number): boolean =>
  bodyWidth - MOBILE_BREAKPOINT_TOLERANCE_PX < MOBILE_BREAKPOINT_PX;

export const deviceForWidth = (bodyWidth: number): ShellDevice =>
  isMobileWidth(bodyWidth) ? 'mobile' : 'desktop';

export interface SidebarViewState {
  readonly device: ShellDevice;
  readonly sidebarOpened: boolean;
}

/** Whether to close the sidebar and whether to skip the closing animation. */
export type SidebarCloseDecision =
  { readonly close: false } | { readonly close: true; readonly withoutAnimation: boolean };

const KEEP: SidebarCloseDecision = { close: false };
const CLOSE_ANIMATED: SidebarCloseDecision = { close: true, withoutAnimation: false };

/** On mobile the sidebar is a drawer: an open drawer closes when the route changes. */
export const drawerOnRouteChange = (view: SidebarViewState): SidebarCloseDecision =>
  view.device === 'mobile' && view.sidebarOpened ? CLOSE_ANIMATED : KEEP;

/** On mobile a click outside an open drawer closes it. */
export const drawerOnOutsideClick = (view: SidebarViewState): SidebarCloseDecision =>
  view.device === 'mobile' && view.sidebarOpened ? CLOSE_ANIMATED : KEEP;

/**
 * After a resize of a visible page: the device follows the width, and turning mobile closes
 * the sidebar at once (no animation, the layout is already jumping). A hidden page waits.
 */
export function deviceOnResize(
  view: SidebarViewState,
  bodyWidth: number,
  pageHidden: boolean,
): { readonly device: ShellDevice; readonly sidebar: SidebarCloseDecision } {
  if (pageHidden) return { device: view.device, sidebar: KEEP };
  const device = deviceForWidth(bodyWidth);
  const closes = device === 'mobile' && view.sidebarOpened;
  return { device, sidebar: closes ? { close: true, withoutAnimation: true } : KEEP };
}

/** The hamburger toggle appears on mobile. */
export const isHamburgerVisible = (device: ShellDevice): boolean => device === 'mobile';

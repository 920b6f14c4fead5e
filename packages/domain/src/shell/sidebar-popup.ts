/**
 * The submenus of the collapsed sidebar (platform-shell.md sections 2 and 9): a top-level group
 * shows its submenu as a popup beside the narrow bar, only while the pointer or the keyboard focus
 * is on it, after the 200 ms show-timeout, and never two at once. The route's own group is not a
 * reason to show one: the open chain of the expanded sidebar is a separate state
 * (`sidebarOpenReducer`), so collapsing the sidebar leaves nothing on top of the page.
 */
export interface SidebarPopupState {
  /** The key of the group whose popup shows. */
  readonly shown?: string | undefined;
  /** The key of the group whose show-timeout runs. */
  readonly pending?: string | undefined;
}

export type SidebarPopupEvent =
  /** The pointer entered the group, or the focus moved into it: start its show-timeout. */
  | { readonly type: 'enter'; readonly key: string }
  /** The pointer left the group, or the focus moved out of it. */
  | { readonly type: 'leave'; readonly key: string }
  /** The show-timeout started by `enter` of `key` ran out. */
  | { readonly type: 'timeout'; readonly key: string }
  /** The group's button was clicked: show or hide at once. */
  | { readonly type: 'toggle'; readonly key: string }
  /** Escape, a click elsewhere, a route change, the sidebar or the device changed. */
  | { readonly type: 'close' };

export const SIDEBAR_NO_POPUP: SidebarPopupState = {};

const without = (state: SidebarPopupState, key: string): SidebarPopupState => ({
  shown: state.shown === key ? undefined : state.shown,
  pending: state.pending === key ? undefined : state.pending,
});

export function sidebarPopupReducer(
  state: SidebarPopupState,
  event: SidebarPopupEvent,
): SidebarPopupState {
  switch (event.type) {
    case 'enter':
      return state.shown === event.key
        ? { shown: event.key }
        : { shown: state.shown, pending: event.key };
    case 'leave':
      return without(state, event.key);
    case 'timeout':
      // a timeout of a group the pointer already left (or another took over) shows nothing
      return state.pending === event.key ? { shown: event.key } : state;
    case 'toggle':
      return state.shown === event.key ? SIDEBAR_NO_POPUP : { shown: event.key };
    case 'close':
      return SIDEBAR_NO_POPUP;
  }
}

/** Where a popup goes so that all of it is on screen: beside its group, lifted if needed. */
export function sidebarPopupTop(groupTop: number, popupHeight: number, viewportHeight: number) {
  return Math.max(0, Math.min(groupTop, viewportHeight - popupHeight));
}

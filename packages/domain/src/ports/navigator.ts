/**
 * Moves the browser. The route guard and the shell rules decide where to go; an adapter over
 * the router and `window.location` carries it out.
 */
export interface Navigator {
  /** Navigates inside the portal, adding a history entry. */
  go(path: string): void;
  /** Navigates inside the portal, replacing the current history entry. */
  replace(path: string): void;
  /** Reloads the whole page (after a session-id failure or a chunk-load error). */
  reload(): void;
  /** Leaves the portal for an outside address, such as the provider's logout page. */
  openExternal(url: string): void;
}

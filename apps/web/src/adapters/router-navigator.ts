import type { Navigator } from '@portal/domain';
import type { BrowserEnvironment } from './browser-environment';

type NavigateFunction = (path: string, options?: { replace?: boolean }) => unknown;

/**
 * Navigator over the data router: in-app moves go through the router once it is attached (the
 * router is built after the container); before that, and for outside addresses, a page load.
 */
export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | undefined;

  constructor(private readonly browser: BrowserEnvironment) {}

  attach(navigate: NavigateFunction): void {
    this.navigate = navigate;
  }

  go(path: string): void {
    if (this.navigate) void this.navigate(path);
    else this.browser.assign(path);
  }

  replace(path: string): void {
    if (this.navigate) void this.navigate(path, { replace: true });
    else this.browser.assign(path);
  }

  reload(): void {
    this.browser.reload();
  }

  openExternal(url: string): void {
    this.browser.assign(url);
  }
}

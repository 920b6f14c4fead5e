import type { LoginData } from '@portal/contract';
import type {
  CookieStore,
  LogoutEffect,
  SessionLoginType,
  SessionStore as SessionStorePort,
} from '@portal/domain';
import { COOKIE_NAMES, planLogout } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BrowserEnvironment } from '../adapters/browser-environment';
import type { AccountGateway } from '../gateways/account-gateway';
import type { NewsStore } from './news-store';
import type { TabsStore } from './tabs-store';
import type { UserStore } from './user-store';

/**
 * Session state of platform-shell.md section 3 (token, session id, login type, permissions) over
 * the SessionStore port, with login, the session-id fetch and the logout plan of section 4.
 */
export class SessionStore {
  token: string | undefined;
  sessionId: string | undefined;
  loginType: SessionLoginType;
  /** Whether a sub-account's routes were generated in this page's life. */
  routesBuilt = false;

  constructor(
    private readonly storage: SessionStorePort,
    private readonly cookies: CookieStore,
    private readonly browser: BrowserEnvironment,
    private readonly gateway: AccountGateway,
    private readonly user: UserStore,
    private readonly tabs: TabsStore,
    private readonly news: NewsStore,
  ) {
    this.token = storage.get('token');
    this.sessionId = storage.get('sessionId');
    this.loginType = storage.get('loginType') ?? 'main';
    makeAutoObservable<
      SessionStore,
      'storage' | 'cookies' | 'browser' | 'gateway' | 'user' | 'tabs' | 'news'
    >(
      this,
      {
        storage: false,
        cookies: false,
        browser: false,
        gateway: false,
        user: false,
        tabs: false,
        news: false,
      },
      { autoBind: true },
    );
  }

  /** The stored user's name; the route guard compares it with the logged-out marker. */
  get userMarker(): string | undefined {
    return this.storage.get('userInfo')?.username;
  }

  get customerId(): string {
    return this.storage.get('userInfo')?.customerId ?? '';
  }

  get permissions() {
    // the stored list is not observable: the user info (which stores it) is, so reading it here
    // makes the sidebar and the buttons follow the list the user info brings after login
    void this.user.info;
    return this.storage.get('permissions') ?? [];
  }

  /** Login sets the token and stores it, with who logged in. */
  acceptLogin(data: LoginData): void {
    this.tabs.reset();
    this.token = data.token;
    this.loginType = data.login_type;
    this.sessionId = undefined;
    this.storage.clear('sessionId');
    this.storage.set('token', data.token);
    this.storage.set('loginType', data.login_type);
    this.storage.set('permissions', []);
    this.storage.set('userInfo', {
      username: data.username,
      firstLetter: data.username.slice(0, 1).toUpperCase(),
      customerId: String(data.customer_id),
      balance: '',
      warehouseId: '',
      warehouseName: '',
      warehouseNameZh: '',
    });
    this.cookies.set(COOKIE_NAMES.isLogged, '1');
  }

  async fetchSessionId(): Promise<boolean> {
    const token = this.token;
    if (token === undefined) return false;
    try {
      const sessionId = await this.gateway.fetchSessionId(token);
      this.storage.set('sessionId', sessionId);
      runInAction(() => (this.sessionId = sessionId));
      return true;
    } catch {
      return false;
    }
  }

  clearSessionCookie(): void {
    this.storage.clear('sessionId');
    this.sessionId = undefined;
  }

  markRoutesBuilt(): void {
    this.routesBuilt = true;
  }

  /**
   * Logout (platform-shell.md section 4): the server call for a standard logout, then exactly the
   * plan's local effects, and this page's memory of the user (tabs, user info, news).
   */
  async logout(federated: boolean): Promise<void> {
    const plan = planLogout({ federated, token: this.token });
    if (plan.serverLogout !== undefined) {
      await this.gateway.logout(plan.serverLogout.token).catch(() => undefined);
    }
    runInAction(() => {
      plan.effects.forEach((effect) => this.apply(effect));
      this.token = undefined;
      this.sessionId = undefined;
      this.loginType = 'main';
      this.routesBuilt = false;
      this.tabs.reset();
      this.user.reset();
      this.news.reset();
    });
  }

  private apply(effect: LogoutEffect): void {
    switch (effect.kind) {
      case 'clearSession':
        this.storage.clear(effect.key);
        return;
      case 'removeStoredCredentials':
        this.storage.clear('userInfo');
        this.storage.clear('loginType');
        return;
      case 'removeCookie':
        this.cookies.remove(effect.name as typeof COOKIE_NAMES.isLogged);
        return;
      case 'clearSessionFlag':
        this.browser.sessionStorage.removeItem(effect.name);
        return;
    }
  }
}

import type { AccountFieldError } from '@portal/domain';
import { RELOAD_DELAY_MS, validateLogin, validateSubAccountLogin } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BrowserEnvironment } from '../../adapters/browser-environment';
import { FieldTouch } from '../../forms/field-errors';
import type { AccountGateway } from '../../gateways/account-gateway';
import type { SessionStore } from '../../stores/session-store';

export type LoginMode = 'main' | 'sub';

export interface LoginFormDeps {
  readonly gateway: AccountGateway;
  readonly session: SessionStore;
  readonly browser: BrowserEnvironment;
  readonly providerLoginUrl: string;
  /** Runs once logged in, before the portal opens (the saved preferences). */
  readonly afterLogin?: () => Promise<void>;
}

/**
 * The login form (main account, or sub-account with customer_id): the domain's login rules as
 * the user types, the username trimmed before sending; after login the provider's
 * login-from-customer-system page in a hidden frame, and a page load 2 seconds later.
 */
export class LoginFormModel {
  mode: LoginMode = 'main';
  username: string;
  password = '';
  customerId = '';
  submitting = false;
  /** The hidden frame's address once logged in. */
  frameUrl: string | undefined = undefined;
  readonly touch = new FieldTouch();

  constructor(
    private readonly deps: LoginFormDeps,
    initialUsername = '',
  ) {
    this.username = initialUsername;
    makeAutoObservable<LoginFormModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get errors(): readonly AccountFieldError[] {
    const form = { username: this.username, password: this.password };
    const checked =
      this.mode === 'sub'
        ? validateSubAccountLogin({ ...form, customerId: this.customerId })
        : validateLogin(form);
    return checked.ok ? [] : checked.error;
  }

  get visibleErrors() {
    return this.touch.visible(this.errors);
  }

  setMode(mode: LoginMode): void {
    this.mode = mode;
    this.touch.reset();
  }

  setField(field: 'username' | 'password' | 'customerId', value: string): void {
    this[field] = value;
    this.touch.touch(field === 'customerId' ? 'customer_id' : field);
  }

  async submit(): Promise<void> {
    this.touch.submit();
    const form = { username: this.username, password: this.password };
    this.submitting = true;
    try {
      let data;
      if (this.mode === 'sub') {
        const checked = validateSubAccountLogin({ ...form, customerId: this.customerId });
        if (!checked.ok) return;
        const { username, password, customerId } = checked.value;
        data = await this.deps.gateway.loginSubAccount(username, password, customerId);
      } else {
        const checked = validateLogin(form);
        if (!checked.ok) return;
        data = await this.deps.gateway.login(checked.value.username, checked.value.password);
      }
      const token = data.token;
      runInAction(() => this.deps.session.acceptLogin(data));
      // the preferences are applied before "opening the portal" shows: the page that opens next
      // (the reload below, or any page the user or a test opens once that shows) must find them
      await this.deps.afterLogin?.();
      runInAction(() => {
        this.frameUrl = `${this.deps.providerLoginUrl}?token=${encodeURIComponent(token)}`;
      });
      this.deps.browser.delay(RELOAD_DELAY_MS, () => this.deps.browser.assign('/'));
    } catch {
      // the request layer has shown the server's message
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

import type { LoginData } from '@portal/contract';
import type { AccountFieldError } from '@portal/domain';
import {
  HttpRequestFailure,
  readTypedCode,
  RELOAD_DELAY_MS,
  validateLogin,
  validateSubAccountLogin,
} from '@portal/domain';
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
  /**
   * The login's second step when the account has two-factor sign-in: the challenge the password
   * step answered (ADR 0054), the code typed, and whether it is a recovery code.
   */
  challenge: string | undefined = undefined;
  code = '';
  recovery = false;
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
    return this.touch.visible(this.challenge === undefined ? this.errors : this.codeErrors);
  }

  /** The code step's rule, the domain's reading of a typed code (6 digits, or a recovery code). */
  get codeErrors(): readonly AccountFieldError[] {
    const typed = readTypedCode(this.code);
    if (this.code.trim() === '') return [{ field: 'code', code: 'VALIDATION.REQUIRED' }];
    const fits = this.recovery ? typed.kind === 'recovery' : typed.kind === 'totp';
    return fits ? [] : [{ field: 'code', code: 'UI.LOGIN_CODE.FORMAT' }];
  }

  setMode(mode: LoginMode): void {
    this.mode = mode;
    this.touch.reset();
  }

  setField(field: 'username' | 'password' | 'customerId' | 'code', value: string): void {
    this[field] = value;
    this.touch.touch(field === 'customerId' ? 'customer_id' : field);
  }

  /** Switches the code step between the app's code and a recovery code. */
  setRecovery(recovery: boolean): void {
    this.recovery = recovery;
    this.code = '';
    this.touch.reset();
  }

  /** Leaves the code step for the password again (a challenge lives a few minutes only). */
  backToPassword(): void {
    this.challenge = undefined;
    this.code = '';
    this.password = '';
    this.touch.reset();
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
      await this.finish(data);
    } catch (error) {
      // the account has two-factor sign-in: the password was right, the code is asked next
      const challenge = challengeOf(error);
      if (challenge !== undefined)
        runInAction(() => {
          this.challenge = challenge;
          this.code = '';
          this.touch.reset();
        });
      // otherwise the request layer has shown the server's message
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** The code step: the challenge and the code typed, the login as the password step's. */
  async submitCode(): Promise<void> {
    this.touch.submit();
    const challenge = this.challenge;
    if (challenge === undefined || this.codeErrors.length > 0) return;
    this.submitting = true;
    try {
      const data = await this.deps.gateway.loginCode(challenge, this.code.trim());
      await this.finish(data);
    } catch {
      // the request layer has shown the server's message (a wrong or expired code)
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private async finish(data: LoginData): Promise<void> {
    const token = data.token;
    runInAction(() => this.deps.session.acceptLogin(data));
    // the preferences are applied before "opening the portal" shows: the page that opens next
    // (the reload below, or any page the user or a test opens once that shows) must find them
    await this.deps.afterLogin?.();
    runInAction(() => {
      this.frameUrl = `${this.deps.providerLoginUrl}?token=${encodeURIComponent(token)}`;
    });
    this.deps.browser.delay(RELOAD_DELAY_MS, () => this.deps.browser.assign('/'));
  }
}

/** The challenge of a login refused for want of a second factor, undefined for any other refusal. */
function challengeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestFailure)) return undefined;
  const data: unknown = (error.body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null || !('two_factor' in data)) return undefined;
  const step: unknown = data.two_factor;
  if (typeof step !== 'object' || step === null || !('challenge' in step)) return undefined;
  return typeof step.challenge === 'string' && step.challenge !== '' ? step.challenge : undefined;
}

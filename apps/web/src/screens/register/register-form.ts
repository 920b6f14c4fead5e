import type { NamedOption } from '@portal/contract';
import type { AccountFieldError, Language } from '@portal/domain';
import { validateRegistration } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { FieldTouch } from '../../forms/field-errors';
import type { ManagerOption, RegistrationGateway } from '../../gateways/registration-gateway';

type TextField = 'username' | 'name' | 'email' | 'password' | 'passwordConfirmation' | 'captcha';

// the domain names the confirmation field after the API's field
const ERROR_FIELD: Readonly<Record<TextField, string>> = {
  username: 'username',
  name: 'name',
  email: 'email',
  password: 'password',
  passwordConfirmation: 'password_confirmation',
  captcha: 'captcha',
};

/**
 * The registration form: the domain's registration rules as the user types; the calculation
 * captcha image, regions and managers from the server; a new captcha after a failed attempt
 * (the server burns a captcha once it was tried).
 */
export class RegisterFormModel {
  username = '';
  name = '';
  email = '';
  password = '';
  passwordConfirmation = '';
  captcha = '';
  agreement = false;
  captchaKey = '';
  captchaImage = '';
  captchaLoading = false;
  regionId: number | undefined = undefined;
  accountManagerId: number | undefined = undefined;
  regionalManagerId: number | undefined = undefined;
  salesManagerId: number | undefined = undefined;
  regions: readonly NamedOption[] = [];
  managers: readonly ManagerOption[] = [];
  salesManagers: readonly NamedOption[] = [];
  submitting = false;
  readonly touch = new FieldTouch();

  constructor(private readonly gateway: RegistrationGateway) {
    makeAutoObservable<RegisterFormModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** The form as the domain checks it, for both the field errors and the submit. */
  private get checked() {
    return validateRegistration({
      username: this.username,
      name: this.name,
      email: this.email,
      password: this.password,
      passwordConfirmation: this.passwordConfirmation,
      agreement: this.agreement,
      captcha: this.captcha,
    });
  }

  get errors(): readonly AccountFieldError[] {
    const checked = this.checked;
    return checked.ok ? [] : checked.error;
  }

  get visibleErrors() {
    return this.touch.visible(this.errors);
  }

  get accountManagers() {
    return this.managers.filter((manager) => manager.kind === 'account');
  }

  get regionalManagers() {
    return this.managers.filter((manager) => manager.kind === 'regional');
  }

  setText(field: TextField, value: string): void {
    this[field] = value;
    this.touch.touch(ERROR_FIELD[field]);
  }

  setAgreement(accepted: boolean): void {
    this.agreement = accepted;
    this.touch.touch('agreement');
  }

  async load(): Promise<void> {
    await Promise.all([this.refreshCaptcha(), this.loadChoices()]);
  }

  private async loadChoices(): Promise<void> {
    const [regions, managers, sales] = await Promise.all([
      this.gateway.regions().catch(() => []),
      this.gateway.managers(undefined).catch(() => []),
      this.gateway.salesManagers().catch(() => []),
    ]);
    runInAction(() => {
      this.regions = regions;
      this.managers = managers;
      this.salesManagers = sales;
    });
  }

  async chooseRegion(regionId: number | undefined): Promise<void> {
    this.regionId = regionId;
    this.accountManagerId = undefined;
    this.regionalManagerId = undefined;
    const managers = await this.gateway.managers(regionId).catch(() => []);
    runInAction(() => (this.managers = managers));
  }

  chooseManager(kind: 'account' | 'regional' | 'sales', id: number | undefined): void {
    if (kind === 'account') this.accountManagerId = id;
    else if (kind === 'regional') this.regionalManagerId = id;
    else this.salesManagerId = id;
  }

  async refreshCaptcha(): Promise<void> {
    this.captchaLoading = true;
    this.captcha = '';
    try {
      const captcha = await this.gateway.captcha();
      runInAction(() => {
        this.captchaKey = captcha.captcha_key;
        this.captchaImage = captcha.image;
      });
    } catch {
      // the request layer has told the user
    } finally {
      runInAction(() => (this.captchaLoading = false));
    }
  }

  /** Registers; resolves with the user ID on success. */
  async submit(): Promise<string | undefined> {
    this.touch.submit();
    const checked = this.checked;
    if (!checked.ok) return undefined;
    this.submitting = true;
    try {
      const form = checked.value;
      const created = await this.gateway.register({
        username: form.username,
        name: form.name,
        email: form.email,
        password: form.password,
        passwordConfirmation: form.passwordConfirmation,
        captchaKey: this.captchaKey,
        captcha: form.captcha.trim(),
        regionId: this.regionId,
        accountManagerId: this.accountManagerId,
        regionalManagerId: this.regionalManagerId,
        salesManagerId: this.salesManagerId,
      });
      return created.username;
    } catch {
      await this.refreshCaptcha();
      return undefined;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

/** The success page in the language the merchant registered in. */
export const registerSuccessPath = (language: Language): string =>
  language === 'zh' ? '/user/register/success-zh' : '/user/register/success-en';

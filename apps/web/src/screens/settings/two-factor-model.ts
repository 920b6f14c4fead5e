import type { TwoFactorSetup, TwoFactorStatus } from '@portal/contract';
import type { ValidationFieldIssue } from '@portal/domain';
import { readTypedCode } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TwoFactorGateway } from '../../gateways/two-factor-gateway';
import { FormModel } from '../../kit/form-model';
import { Remote } from '../../kit/remote';

/**
 * Where turning two-factor sign-in on or off stands: nothing asked; the password asked to start;
 * the QR code shown and its first code asked; the recovery codes shown once; or the password
 * and a code asked to turn it off.
 */
export type TwoFactorStep = 'idle' | 'password' | 'scan' | 'codes' | 'disable';

export interface TwoFactorValues {
  readonly password: string;
  readonly code: string;
}

const CODE_FORMAT = 'DEVELOPER.TWO_FACTOR_CODE_FORMAT';

/**
 * The fields each step asks, checked by the domain's reading of a typed code: confirming takes
 * the app's 6 digits; turning off takes them or a recovery code.
 */
export function twoFactorIssues(
  step: TwoFactorStep,
  values: TwoFactorValues,
): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  if ((step === 'password' || step === 'disable') && values.password === '')
    issues.push({ field: 'password', code: 'VALIDATION.REQUIRED' });
  if (step === 'scan' || step === 'disable') {
    const typed = readTypedCode(values.code);
    if (values.code.trim() === '') issues.push({ field: 'code', code: 'VALIDATION.REQUIRED' });
    else if (typed.kind === 'none' || (step === 'scan' && typed.kind !== 'totp'))
      issues.push({ field: 'code', code: CODE_FORMAT });
  }
  return issues;
}

/** The user centre's two-factor part (main account only, ADR 0054). */
export class TwoFactorModel {
  readonly status: Remote<TwoFactorStatus>;
  step: TwoFactorStep = 'idle';
  /** The secret being set up: shown as a QR code and as text until confirmed. */
  setup: TwoFactorSetup | undefined = undefined;
  /** The recovery codes just issued, shown this once. */
  recoveryCodes: readonly string[] = [];
  readonly form: FormModel<TwoFactorValues>;

  constructor(private readonly gateway: TwoFactorGateway) {
    this.status = new Remote(() => gateway.status());
    this.form = new FormModel<TwoFactorValues>({
      initial: () => ({ password: '', code: '' }),
      validate: (values) => twoFactorIssues(this.step, values),
      payload: (values) => ({ password: values.password, code: values.code.trim() }),
    });
    makeAutoObservable<TwoFactorModel, 'gateway'>(
      this,
      { gateway: false, status: false, form: false },
      { autoBind: true },
    );
  }

  /** Goes to a step with an empty form (a typed password never outlives its step). */
  go(step: TwoFactorStep): void {
    this.step = step;
    this.form.reset();
    if (step === 'idle') this.setup = undefined;
  }

  /** Runs the current step's call; what it answers moves to the next step. */
  async submit(): Promise<void> {
    const step = this.step;
    if (step === 'password') {
      const setup = await this.form.save(step, () => this.gateway.setup(this.form.values.password));
      if (setup === undefined) return;
      runInAction(() => {
        this.setup = setup;
        this.go('scan');
      });
    } else if (step === 'scan') {
      const answer = await this.form.save(step, () =>
        this.gateway.confirm(this.form.values.code.trim()),
      );
      if (answer === undefined) return;
      runInAction(() => {
        this.recoveryCodes = answer.recovery_codes;
        this.setup = undefined;
        this.go('codes');
      });
      await this.status.load();
    } else if (step === 'disable') {
      const { password, code } = this.form.values;
      // the answer is null: undefined is the refusal
      const done = await this.form.save(step, () => this.gateway.disable(password, code.trim()));
      if (done === undefined) return;
      runInAction(() => this.go('idle'));
      await this.status.load();
    }
  }

  /** The user has kept the recovery codes: they leave the screen for good. */
  keptCodes(): void {
    this.recoveryCodes = [];
    this.go('idle');
  }
}

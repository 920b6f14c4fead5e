import type {
  ActivationProgressData,
  Money,
  VerificationData,
  WarehouseOption,
} from '@portal/contract';
import type { AccountFieldError, ActivationStatus, IdentityType } from '@portal/domain';
import {
  ACTIVATION_REVIEW_HOURS,
  validateIdentitySubmission,
  validateLicenceSize,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { FieldTouch } from '../../forms/field-errors';
import type { ActivationGateway } from '../../gateways/activation-gateway';

/** The wizard's five steps (warehouse-shipping.md section 2), in order. */
export const WIZARD_STEPS = ['IDENTITY', 'REVIEW', 'RESULT', 'TOP_UP', 'WAREHOUSE'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where each activation status stands in the wizard. */
export const STEP_OF_STATUS: Readonly<Record<ActivationStatus, WizardStep>> = {
  not_submitted: 'IDENTITY',
  under_review: 'REVIEW',
  rejected: 'RESULT',
  passed: 'TOP_UP',
  topped_up: 'WAREHOUSE',
  active: 'WAREHOUSE',
};

/** The text fields of each identity type, with their label keys. */
export const IDENTITY_FIELDS: Readonly<
  Record<IdentityType, readonly { readonly field: string; readonly labelKey: string }[]>
> = {
  enterprise: [
    { field: 'legal_representative', labelKey: 'UI.ACTIVATION.FIELD_LEGAL_REPRESENTATIVE' },
    { field: 'id_number', labelKey: 'UI.ACTIVATION.FIELD_ID_NUMBER' },
    { field: 'licence_number', labelKey: 'UI.ACTIVATION.FIELD_LICENCE_NUMBER' },
  ],
  individual: [
    { field: 'real_name', labelKey: 'UI.ACTIVATION.FIELD_REAL_NAME' },
    { field: 'certificate_type', labelKey: 'UI.ACTIVATION.FIELD_CERTIFICATE_TYPE' },
    { field: 'certificate_number', labelKey: 'UI.ACTIVATION.FIELD_CERTIFICATE_NUMBER' },
  ],
};

export const STEP_TITLE_KEYS: Readonly<Record<WizardStep, string>> = {
  IDENTITY: 'UI.ACTIVATION.STEP_IDENTITY',
  REVIEW: 'UI.ACTIVATION.STEP_REVIEW',
  RESULT: 'UI.ACTIVATION.STEP_RESULT',
  TOP_UP: 'UI.ACTIVATION.STEP_TOP_UP',
  WAREHOUSE: 'UI.ACTIVATION.STEP_WAREHOUSE',
};

const APPLICATION_STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'UI.ACTIVATION.APPLICATION_PENDING',
  approved: 'UI.ACTIVATION.APPLICATION_APPROVED',
  not_approved: 'UI.ACTIVATION.APPLICATION_NOT_APPROVED',
};

/** The label key of a warehouse application status; an unknown status shows as it came. */
export const applicationStatusKey = (status: string): string =>
  APPLICATION_STATUS_KEYS[status] ?? status;

/** The activation wizard: identity form, licence upload, progress, re-verify, warehouse. */
export class ActivationWizardModel {
  type: IdentityType = 'enterprise';
  fields: Record<string, string> = {};
  licenceImage = '';
  licenceName = '';
  licenceError: AccountFieldError | undefined = undefined;
  uploading = false;
  submitting = false;
  loading = false;
  /** The last progress load failed: the screen says so instead of staying empty. */
  loadFailed = false;
  verification: VerificationData | undefined = undefined;
  progress: ActivationProgressData | undefined = undefined;
  warehouses: readonly Omit<WarehouseOption, 'status'>[] = [];
  readonly touch = new FieldTouch();
  readonly reviewHours = ACTIVATION_REVIEW_HOURS;

  constructor(private readonly gateway: ActivationGateway) {
    makeAutoObservable<ActivationWizardModel, 'gateway'>(
      this,
      { gateway: false },
      { autoBind: true },
    );
  }

  private get form() {
    return { ...this.fields, type: this.type, licence_image: this.licenceImage };
  }

  get errors(): readonly AccountFieldError[] {
    const checked = validateIdentitySubmission(this.form);
    return checked.ok ? [] : checked.error;
  }

  get visibleErrors() {
    const shown = { ...this.touch.visible(this.errors) };
    if (this.licenceError !== undefined) shown['licence_image'] = this.licenceError;
    return shown;
  }

  /** The balance to show (the screen formats it in its language); unknown before progress loads. */
  get balance(): Money | undefined {
    return this.progress?.balance;
  }

  setType(type: IdentityType): void {
    this.type = type;
    this.touch.reset();
  }

  setField(field: string, value: string): void {
    this.fields = { ...this.fields, [field]: value };
    this.touch.touch(field);
  }

  async uploadLicence(file: File): Promise<void> {
    this.touch.touch('licence_image');
    const tooLarge = validateLicenceSize(file.size);
    if (tooLarge !== undefined) {
      this.licenceError = { ...tooLarge, field: 'licence_image' };
      this.licenceImage = '';
      return;
    }
    this.licenceError = undefined;
    this.uploading = true;
    try {
      const uploaded = await this.gateway.uploadLicence(file);
      runInAction(() => {
        this.licenceImage = uploaded.id;
        this.licenceName = file.name;
      });
    } catch (error) {
      runInAction(() => {
        this.licenceImage = '';
        this.licenceError = {
          field: 'licence_image',
          code:
            error instanceof Error && error.message !== ''
              ? error.message
              : 'UI.ACTIVATION.UPLOAD_FAILED',
        };
      });
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  /** Submits the identity; true when the server took it. */
  async submit(): Promise<boolean> {
    this.touch.submit();
    const checked = validateIdentitySubmission(this.form);
    if (!checked.ok) return false;
    this.submitting = true;
    try {
      const verification = await this.gateway.submitIdentity(checked.value);
      runInAction(() => (this.verification = verification));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  async loadProgress(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    try {
      const [progress, warehouses] = await Promise.all([
        this.gateway.progress(),
        this.gateway.warehouseChoices(),
      ]);
      runInAction(() => {
        this.progress = progress;
        this.verification = progress;
        this.warehouses = warehouses;
      });
    } catch {
      // the request layer has told the user; the screen offers to try again
      runInAction(() => (this.loadFailed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async reverify(): Promise<boolean> {
    try {
      const verification = await this.gateway.reverify();
      runInAction(() => (this.verification = verification));
      return true;
    } catch {
      return false;
    }
  }

  async applyForWarehouse(warehouseId: number): Promise<void> {
    this.submitting = true;
    try {
      const progress = await this.gateway.applyForWarehouse(warehouseId);
      runInAction(() => (this.progress = progress));
    } catch {
      // the request layer has told the user
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

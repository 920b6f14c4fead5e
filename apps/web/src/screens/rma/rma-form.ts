import type { RmaDetail, RmaSavedData } from '@portal/contract';
import type { FormFields, MessageCode, ValidationFieldIssue } from '@portal/domain';
import { validateRequiredField, validateRma } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadRecord } from '../../forms/load-record';
import { FieldTouch } from '../../forms/field-errors';
import type { RmaGateway } from '../../gateways/rma-gateway';

export interface RmaLineInput {
  readonly sku: string;
  readonly quantity: string;
}

/** What the form edits, as typed (numbers stay text until the rules accept them). */
export interface RmaFormValues {
  readonly warehouseId: string;
  /** Comma- or line-separated, as the server splits them. */
  readonly trackingNumbers: string;
  readonly shippingMethod: string;
  readonly orderNumber: string;
  readonly lines: readonly RmaLineInput[];
  readonly backToShelf: boolean;
}

/**
 * How the edit route's `{type}` is read: `edit` changes a draft in place (the row's 'edit'
 * action); `copy` starts a new return from an existing one, whatever its status.
 */
export type RmaFormMode = 'create' | 'edit' | 'copy';
export const rmaModeOfType = (type: string | undefined): Exclude<RmaFormMode, 'create'> =>
  type === 'copy' ? 'copy' : 'edit';

export const EMPTY_LINE: RmaLineInput = { sku: '', quantity: '' };

export const emptyRmaValues = (warehouseId = ''): RmaFormValues => ({
  warehouseId,
  trackingNumbers: '',
  shippingMethod: '',
  orderNumber: '',
  lines: [EMPTY_LINE],
  backToShelf: true,
});

/** The tracking numbers typed, split as the server splits them (commas or new lines). */
export const splitTrackingNumbers = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** A saved return back as form values. */
export const rmaValuesOf = (detail: RmaDetail): RmaFormValues => ({
  warehouseId: String(detail.warehouse_id),
  trackingNumbers: detail.tracking_numbers.join(', '),
  shippingMethod: detail.shipping_method,
  orderNumber: detail.order_number,
  lines:
    detail.lines.length === 0
      ? [EMPTY_LINE]
      : detail.lines.map((l) => ({ sku: l.sku, quantity: String(l.quantity) })),
  backToShelf: detail.back_to_shelf,
});

/** The contract's form fields (RMA_FORM_FIELDS) of these values. */
export const rmaFields = (values: RmaFormValues, submit: boolean): FormFields => ({
  warehouse_id: values.warehouseId,
  lines: JSON.stringify(
    values.lines.map((l) => ({ sku: l.sku.trim(), quantity: l.quantity.trim() })),
  ),
  tracking_numbers: splitTrackingNumbers(values.trackingNumbers).join(','),
  shipping_method: values.shippingMethod.trim(),
  order_number: values.orderNumber.trim(),
  back_to_shelf: values.backToShelf ? '1' : '0',
  submit: submit ? '1' : '0',
});

/**
 * Every refusal of the values: the domain's validateRma (products, SKUs, quantities, tracking
 * numbers) and the required warehouse. A tracking number's issue is reported on the one field
 * they are typed in.
 */
export function rmaIssues(values: RmaFormValues): ValidationFieldIssue[] {
  const warehouse = validateRequiredField(values.warehouseId);
  const issues = validateRma({
    orderNumber: values.orderNumber,
    shippingMethod: values.shippingMethod,
    trackingNumbers: splitTrackingNumbers(values.trackingNumbers),
    products: values.lines.map((l) => ({ sku: l.sku.trim(), quantity: l.quantity })),
  }).map((issue) =>
    issue.field.startsWith('trackingNumbers.') ? { ...issue, field: 'trackingNumbers' } : issue,
  );
  return warehouse === undefined ? issues : [{ field: 'warehouseId', ...warehouse }, ...issues];
}

/** The return form: create, edit a draft, or copy; errors live once a field was touched. */
export class RmaFormModel {
  values: RmaFormValues;
  id: number | undefined = undefined;
  rmaNo = '';
  /** False when the return loaded for editing is no longer a draft. */
  editable = true;
  loading = false;
  loadFailed = false;
  saving: 'draft' | 'submit' | undefined = undefined;
  readonly touch = new FieldTouch();

  constructor(
    private readonly gateway: RmaGateway,
    readonly mode: RmaFormMode,
  ) {
    this.values = emptyRmaValues();
    // an edit or a copy shows nothing typed-over until its return has loaded
    this.loading = mode !== 'create';
    makeAutoObservable<RmaFormModel, 'gateway'>(
      this,
      { gateway: false, touch: false },
      { autoBind: true },
    );
  }

  get issues(): readonly ValidationFieldIssue[] {
    return rmaIssues(this.values);
  }

  get errors(): Readonly<Record<string, MessageCode>> {
    return this.touch.visible(this.issues);
  }

  set<K extends Exclude<keyof RmaFormValues, 'lines'>>(field: K, value: RmaFormValues[K]): void {
    this.values = { ...this.values, [field]: value };
    this.touch.touch(field);
  }

  /** A new return goes to the user's current warehouse unless one was chosen already. */
  preferWarehouse(warehouseId: string): void {
    if (this.mode !== 'edit' && this.values.warehouseId === '' && warehouseId !== '')
      this.values = { ...this.values, warehouseId };
  }

  setLine(index: number, field: keyof RmaLineInput, value: string): void {
    this.values = {
      ...this.values,
      lines: this.values.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    };
    this.touch.touch(`products.${index}.${field}`);
  }

  addLine(): void {
    this.values = { ...this.values, lines: [...this.values.lines, EMPTY_LINE] };
  }

  removeLine(index: number): void {
    this.values = { ...this.values, lines: this.values.lines.filter((_, i) => i !== index) };
    this.touch.touch('products');
  }

  /** Loads the return to edit (a draft) or to copy (its values, as a new return). */
  async load(id: number): Promise<void> {
    await loadRecord(
      this,
      () => this.gateway.detail(id),
      (detail) => {
        this.values = rmaValuesOf(detail);
        if (this.mode === 'edit') {
          this.id = detail.id;
          this.rmaNo = detail.rma_no;
          this.editable = detail.actions.includes('edit');
        }
      },
    );
  }

  /** Saves as a draft or submits; the saved return, or undefined (everything typed stays). */
  async save(submit: boolean): Promise<RmaSavedData | undefined> {
    this.touch.submit();
    if (this.issues.length > 0 || !this.editable) return undefined;
    this.saving = submit ? 'submit' : 'draft';
    const fields = rmaFields(this.values, submit);
    try {
      return this.id === undefined
        ? await this.gateway.create(fields)
        : await this.gateway.edit(this.id, fields);
    } catch {
      // the request layer has shown the server's reasons
      return undefined;
    } finally {
      runInAction(() => (this.saving = undefined));
    }
  }
}

import type { ProductRow, RmaDetail, RmaSavedData } from '@portal/contract';
import type { FormFields, RmaFormFields } from '@portal/domain';
import { splitTrackingNumbers, validateRmaForm } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RmaGateway } from '../../gateways/rma-gateway';
import { flagField, FormModel, saveDraft } from '../../kit/form-model';
import { SkuChoices } from '../../kit/sku-choices';

export interface RmaLineInput {
  readonly sku: string;
  readonly quantity: string;
}

/** What the form edits, as typed, named as the contract's RMA_FORM_FIELDS. */
export interface RmaFormValues {
  readonly warehouse_id: string;
  /** Comma- or line-separated, as the server splits them. */
  readonly tracking_numbers: string;
  readonly shipping_method: string;
  readonly order_number: string;
  readonly lines: readonly RmaLineInput[];
  readonly back_to_shelf: boolean;
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
  warehouse_id: warehouseId,
  tracking_numbers: '',
  shipping_method: '',
  order_number: '',
  lines: [EMPTY_LINE],
  back_to_shelf: true,
});

/** A saved return back as form values. */
export const rmaValuesOf = (detail: RmaDetail): RmaFormValues => ({
  warehouse_id: String(detail.warehouse_id),
  tracking_numbers: detail.tracking_numbers.join(', '),
  shipping_method: detail.shipping_method,
  order_number: detail.order_number,
  lines:
    detail.lines.length === 0
      ? [EMPTY_LINE]
      : detail.lines.map((l) => ({ sku: l.sku, quantity: String(l.quantity) })),
  back_to_shelf: detail.back_to_shelf,
});

/** The values as the domain's validateRmaForm and the server read them (RMA_FORM_FIELDS). */
export const rmaFormInput = (values: RmaFormValues): RmaFormFields => ({
  warehouse_id: values.warehouse_id,
  lines: JSON.stringify(
    values.lines.map((l) => ({ sku: l.sku.trim(), quantity: l.quantity.trim() })),
  ),
  tracking_numbers: splitTrackingNumbers(values.tracking_numbers).join(','),
  shipping_method: values.shipping_method.trim(),
  order_number: values.order_number.trim(),
});

/** The contract's form fields (RMA_FORM_FIELDS) of these values, without `submit`. */
export const rmaFields = (values: RmaFormValues): FormFields => ({
  ...rmaFormInput(values),
  back_to_shelf: flagField(values.back_to_shelf),
});

/** Every refusal by wire field: the one rule set the server applies too. */
export const rmaIssues = (values: RmaFormValues) => validateRmaForm(rmaFormInput(values));

/** The return form: create, edit a draft, or copy an existing return into a new one. */
export class RmaFormModel {
  readonly form = new FormModel({
    initial: () => emptyRmaValues(),
    validate: rmaIssues,
    payload: rmaFields,
  });
  id: number | undefined = undefined;
  rmaNo = '';
  /** The merchant's active products the lines' SKU pickers offer (issue 10, item 14). */
  readonly skus: SkuChoices<ProductRow>;

  constructor(
    private readonly gateway: RmaGateway,
    readonly mode: RmaFormMode,
  ) {
    // an edit or a copy shows nothing typed-over until its return has loaded
    this.form.loading = mode !== 'create';
    this.skus = new SkuChoices((keyword) => gateway.activeProducts(keyword));
    makeAutoObservable<RmaFormModel, 'gateway'>(
      this,
      { gateway: false, form: false, skus: false },
      { autoBind: true },
    );
  }

  /** The SKUs of the lines (kept offered by the pickers even when a search does not find them). */
  get lineSkus(): readonly string[] {
    return this.form.values.lines.map((line) => line.sku.trim());
  }

  /** A new return goes to the user's current warehouse unless one was chosen already. */
  preferWarehouse(warehouseId: string): void {
    if (this.mode !== 'edit' && this.form.values.warehouse_id === '' && warehouseId !== '')
      this.form.values = { ...this.form.values, warehouse_id: warehouseId };
  }

  /** Loads the return to edit (a draft) or to copy (its values, as a new return). */
  async load(id: number): Promise<void> {
    const detail = await this.form.load(() => this.gateway.detail(id), rmaValuesOf);
    if (detail === undefined || this.mode !== 'edit') return;
    runInAction(() => {
      this.id = detail.id;
      this.rmaNo = detail.rma_no;
      this.form.editable = detail.actions.includes('edit');
    });
  }

  /** Saves as a draft or submits; the saved return, or undefined (everything typed stays). */
  save(submit: boolean): Promise<RmaSavedData | undefined> {
    return saveDraft(this.form, this.gateway, this.id, submit);
  }
}

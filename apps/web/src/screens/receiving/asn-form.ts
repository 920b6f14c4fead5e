import type { AsnDetail, AsnSavedData, ProductRow } from '@portal/contract';
import type {
  AsnDeliveryMode,
  AsnFormFields,
  AsnLevel,
  AsnPrepacking,
  FormFields,
} from '@portal/domain';
import { asnTrackingNumbers, decimalText, validateAsnForm } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { flagField, FormModel, saveDraft } from '../../kit/form-model';
import { SkuChoices } from '../../kit/sku-choices';

export interface AsnLineDraft {
  readonly sku: string;
  readonly quantity: string;
}

export interface AsnBoxDraft {
  readonly sku: string;
  readonly quantity: string;
  readonly weight: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
}

/** The inbound notice as typed, named as the contract's ASN_FORM_FIELDS. */
export interface AsnFormValues {
  readonly warehouse_id: string;
  readonly lines: readonly AsnLineDraft[];
  readonly prepacking: AsnPrepacking;
  readonly delivery_mode: AsnDeliveryMode;
  readonly tracking_numbers: string;
  readonly fba: boolean;
  readonly fba_address: string;
  readonly level: AsnLevel;
  readonly unloading: boolean;
  readonly air_freight: boolean;
  readonly boxes: readonly AsnBoxDraft[];
  readonly estimated_freight: string;
  readonly estimated_vat: string;
  readonly estimated_arrival: string;
}

export const EMPTY_ASN_LINE: AsnLineDraft = { sku: '', quantity: '' };

export const emptyAsnValues = (): AsnFormValues => ({
  warehouse_id: '',
  lines: [EMPTY_ASN_LINE],
  prepacking: 'provider',
  delivery_mode: 'dropOff',
  tracking_numbers: '',
  fba: false,
  fba_address: '',
  level: 'standard',
  unloading: false,
  air_freight: false,
  boxes: [],
  estimated_freight: '',
  estimated_vat: '',
  estimated_arrival: '',
});

const trimmed = <T extends object>(item: T) =>
  Object.fromEntries(Object.entries(item).map(([key, text]) => [key, String(text).trim()]));

/** The values as the domain's validateAsnForm and the server read them (ASN_FORM_FIELDS). */
export const asnFormInput = (values: AsnFormValues): AsnFormFields => ({
  warehouse_id: values.warehouse_id,
  lines: JSON.stringify(values.lines.map(trimmed)),
  prepacking: values.prepacking,
  delivery_mode: values.delivery_mode,
  tracking_numbers: asnTrackingNumbers(values).join(','),
  fba: values.fba,
  fba_address: values.fba ? values.fba_address.trim() : '',
  level: values.level,
  air_freight: values.air_freight,
  boxes: JSON.stringify(values.boxes.map(trimmed)),
  estimated_freight: values.estimated_freight.trim(),
  estimated_vat: values.estimated_vat.trim(),
  estimated_arrival: values.estimated_arrival.trim(),
});

/** Every refused field by wire name: the one rule set the server applies too. */
export const asnIssues = (values: AsnFormValues) => validateAsnForm(asnFormInput(values));

/** The create and edit fields of the contract (ASN_FORM_FIELDS), without `submit`. */
export const asnFields = (values: AsnFormValues): FormFields => {
  const input = asnFormInput(values);
  return {
    ...input,
    fba: flagField(input.fba),
    unloading: flagField(values.unloading),
    air_freight: flagField(input.air_freight),
  };
};

// A zero fee starts blank (the field is optional); any other amount as the decimal it was typed.
const amountText = (minor: number) => (minor === 0 ? '' : decimalText(minor));

/** A saved ASN back as form values (edit). */
export const asnValuesOf = (detail: AsnDetail): AsnFormValues => ({
  warehouse_id: String(detail.warehouse_id ?? ''),
  lines: detail.lines.map((line) => ({ sku: line.sku, quantity: String(line.quantity ?? '') })),
  prepacking: detail.prepacking === 'self' ? 'self' : 'provider',
  delivery_mode: detail.delivery_mode === 'carrier' ? 'carrier' : 'dropOff',
  tracking_numbers: detail.tracking_numbers.join(', '),
  fba: detail.fba,
  fba_address: detail.fba_address,
  level: detail.level === 'priority' ? 'priority' : 'standard',
  unloading: detail.unloading,
  air_freight: detail.air_freight,
  boxes: detail.boxes.map((box) => ({
    sku: box.sku,
    quantity: String(box.quantity ?? ''),
    weight: box.weight_kg,
    length: box.length_cm,
    width: box.width_cm,
    height: box.height_cm,
  })),
  estimated_freight: amountText(detail.estimated_freight.amount),
  estimated_vat: amountText(detail.estimated_vat.amount),
  estimated_arrival: detail.estimated_arrival,
});

/**
 * The inbound notice form (create, and edit of a draft) with the SKU pickers' active products.
 * Lines and boxes travel as JSON text.
 */
export class AsnFormModel {
  readonly form = new FormModel({
    initial: emptyAsnValues,
    validate: asnIssues,
    payload: asnFields,
  });
  id: number | undefined = undefined;
  asnNo = '';
  /** The merchant's active products the SKU pickers offer (one server page, searchable). */
  readonly skus: SkuChoices<ProductRow>;

  constructor(private readonly gateway: AsnGateway) {
    this.skus = new SkuChoices((keyword) => gateway.activeProducts(keyword));
    makeAutoObservable<AsnFormModel, 'gateway'>(
      this,
      { gateway: false, form: false, skus: false },
      { autoBind: true },
    );
  }

  /** The SKUs a box may hold: those of the lines. */
  get lineSkus(): readonly string[] {
    const skus = this.form.values.lines.map((line) => line.sku.trim());
    return [...new Set(skus.filter((sku) => sku !== ''))];
  }

  /** A new notice starts at the header's current warehouse when it is one of the approved ones. */
  chooseDefaultWarehouse(current: string | undefined, approved: readonly string[]): void {
    if (this.form.values.warehouse_id !== '' || this.id !== undefined) return;
    const chosen =
      current !== undefined && approved.includes(current)
        ? current
        : approved.length === 1
          ? approved[0]
          : undefined;
    if (chosen !== undefined) this.form.values = { ...this.form.values, warehouse_id: chosen };
  }

  /** The air-freight minimum changes every box's weight rule: show the boxes' verdicts at once. */
  setAirFreight(value: boolean): void {
    this.form.set('air_freight', value);
    this.form.touch(...this.form.values.boxes.map((_, index) => `boxes.${index}.weight`));
  }

  /** A new box; when the lines hold one SKU, the box holds it. */
  addBox(): void {
    const sku = this.lineSkus.length === 1 ? (this.lineSkus[0] ?? '') : '';
    this.form.addItem('boxes', {
      sku,
      quantity: '',
      weight: '',
      length: '',
      width: '',
      height: '',
    });
  }

  /** Loads the ASN to edit (when `id` is given) and the active products for the pickers. */
  async load(id: number | undefined): Promise<void> {
    const products = this.skus.search(this.skus.keyword);
    if (id !== undefined) {
      const detail = await this.form.load(() => this.gateway.detail(id), asnValuesOf);
      if (detail !== undefined)
        runInAction(() => {
          this.id = detail.id;
          this.asnNo = detail.asn_no;
          this.form.editable = detail.status === 'draft';
        });
    }
    await products;
  }

  /** Saves as a draft or submits; resolves with the saved ASN, undefined when refused. */
  async save(submit: boolean): Promise<AsnSavedData | undefined> {
    const saved = await saveDraft(this.form, this.gateway, this.id, submit);
    if (saved !== undefined)
      runInAction(() => {
        this.id = saved.id;
        this.asnNo = saved.asn_no;
      });
    return saved;
  }
}

import type { AsnDetail, AsnSavedData, ProductRow } from '@portal/contract';
import type { AsnDeliveryMode, FormFields, ValidationFieldIssue } from '@portal/domain';
import { message, validateAsn, validatePositiveAmount } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { flagField, FormModel } from '../../kit/form-model';
import { splitListText, wireIssues } from '../../kit/wire-issues';

export const ASN_PREPACKING_OPTIONS = ['provider', 'self'] as const;
export type AsnPrepacking = (typeof ASN_PREPACKING_OPTIONS)[number];
export const ASN_LEVEL_OPTIONS = ['standard', 'priority'] as const;
export type AsnLevel = (typeof ASN_LEVEL_OPTIONS)[number];

export interface AsnLineDraft {
  readonly sku: string;
  readonly quantity: string;
}

export interface AsnBoxDraft {
  readonly sku: string;
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

const DOMAIN_NAMES = {
  warehouse: 'warehouse_id',
  products: 'lines',
  trackingNumbers: 'tracking_numbers',
  fbaDestinationAddress: 'fba_address',
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  skus: 'sku',
};

/** Optional money: blank (or 0) is none, anything else a positive amount of at most 2 decimals. */
const optionalAmountIssue = (text: string) =>
  text.trim() === '' || text.trim() === '0' ? undefined : validatePositiveAmount(text);

const trackingOf = (values: AsnFormValues) =>
  values.delivery_mode === 'carrier' ? splitListText(values.tracking_numbers) : [];

/**
 * Every refused field by wire name: the domain's validateAsn, plus the rules the server adds that
 * the form can see itself (each SKU once, a box SKU is one of the lines, optional amounts).
 */
export function asnIssues(values: AsnFormValues): ValidationFieldIssue[] {
  const skus = values.lines.map((line) => line.sku.trim());
  const issues = wireIssues(
    validateAsn({
      warehouse: values.warehouse_id,
      products: values.lines.map((line, i) => ({ sku: skus[i] ?? '', quantity: line.quantity })),
      deliveryMode: values.delivery_mode,
      trackingNumbers: trackingOf(values),
      fbaWarehouse: values.fba,
      fbaDestinationAddress: values.fba_address,
      airFreight: values.air_freight,
      boxes: values.boxes.map((box) => ({
        weightKg: box.weight,
        lengthCm: box.length,
        widthCm: box.width,
        heightCm: box.height,
        skus: [box.sku],
      })),
    }),
    DOMAIN_NAMES,
    ['trackingNumbers', 'skus'],
  );
  skus.forEach((sku, index) => {
    if (sku !== '' && skus.indexOf(sku) !== index)
      issues.push({ field: `lines.${index}.sku`, ...message('SERVER.SKU_REPEATED', { sku }) });
  });
  values.boxes.forEach((box, index) => {
    const sku = box.sku.trim();
    if (sku !== '' && !skus.includes(sku))
      issues.push({
        field: `boxes.${index}.sku`,
        ...message('SERVER.BOX_SKU_NOT_IN_LINES', { sku }),
      });
  });
  for (const field of ['estimated_freight', 'estimated_vat'] as const) {
    const refused = optionalAmountIssue(values[field]);
    if (refused !== undefined) issues.push({ field, ...refused });
  }
  return issues;
}

/** The create and edit fields of the contract (ASN_FORM_FIELDS), without `submit`. */
export const asnFields = (values: AsnFormValues): FormFields => {
  const trim = <T extends object>(item: T) =>
    Object.fromEntries(Object.entries(item).map(([key, text]) => [key, String(text).trim()]));
  return {
    warehouse_id: values.warehouse_id,
    lines: JSON.stringify(values.lines.map(trim)),
    prepacking: values.prepacking,
    delivery_mode: values.delivery_mode,
    tracking_numbers: trackingOf(values).join(','),
    fba: flagField(values.fba),
    fba_address: values.fba ? values.fba_address.trim() : '',
    level: values.level,
    unloading: flagField(values.unloading),
    air_freight: flagField(values.air_freight),
    boxes: JSON.stringify(values.boxes.map(trim)),
    estimated_freight: values.estimated_freight.trim(),
    estimated_vat: values.estimated_vat.trim(),
    estimated_arrival: values.estimated_arrival.trim(),
  };
};

const amountText = (minor: number) => (minor === 0 ? '' : (minor / 100).toFixed(2));

/** A saved ASN back as form values (edit). */
export const asnValuesOf = (detail: AsnDetail): AsnFormValues => ({
  warehouse_id: String(detail.warehouse_id),
  lines: detail.lines.map((line) => ({ sku: line.sku, quantity: String(line.quantity) })),
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
  products: readonly ProductRow[] = [];
  productKeyword = '';
  productsLoading = false;

  constructor(private readonly gateway: AsnGateway) {
    makeAutoObservable<AsnFormModel, 'gateway'>(
      this,
      { gateway: false, form: false },
      { autoBind: true },
    );
  }

  /** The SKUs a box may hold: those of the lines. */
  get lineSkus(): readonly string[] {
    const skus = this.form.values.lines.map((line) => line.sku.trim());
    return [...new Set(skus.filter((sku) => sku !== ''))];
  }

  /** The SKUs a line picker offers: the active products found plus those already chosen. */
  get skuOptions(): readonly string[] {
    return [...new Set([...this.lineSkus, ...this.products.map((product) => product.sku)])];
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
    const only = this.lineSkus.length === 1 ? (this.lineSkus[0] ?? '') : '';
    this.form.addItem('boxes', { sku: only, weight: '', length: '', width: '', height: '' });
  }

  /** Loads the ASN to edit (when `id` is given) and the active products for the pickers. */
  async load(id: number | undefined): Promise<void> {
    const products = this.searchProducts(this.productKeyword);
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

  async searchProducts(keyword: string): Promise<void> {
    this.productKeyword = keyword;
    this.productsLoading = true;
    try {
      const page = await this.gateway.activeProducts(keyword);
      runInAction(() => {
        if (this.productKeyword === keyword) this.products = page.list;
      });
    } catch {
      // the request layer has told the user; the pickers keep what they had
    } finally {
      runInAction(() => (this.productsLoading = false));
    }
  }

  /** Saves as a draft or submits; resolves with the saved ASN, undefined when refused. */
  async save(submit: boolean): Promise<AsnSavedData | undefined> {
    const { id, gateway } = this;
    const saved = await this.form.save(submit ? 'submit' : 'draft', (fields) => {
      const all = { ...fields, submit: flagField(submit) };
      return id === undefined ? gateway.create(all) : gateway.edit(id, all);
    });
    if (saved !== undefined)
      runInAction(() => {
        this.id = saved.id;
        this.asnNo = saved.asn_no;
      });
    return saved;
  }
}

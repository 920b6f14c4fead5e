import type { AsnDetail, AsnSavedData, ProductRow } from '@portal/contract';
import type { AsnDeliveryMode, AsnFormInput, ValidationFieldIssue } from '@portal/domain';
import {
  ASN_DELIVERY_MODES,
  isStatusOf,
  message,
  validateAsn,
  validatePositiveAmount,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadRecord } from '../../forms/load-record';
import { FieldTouch } from '../../forms/field-errors';
import type { AsnGateway } from '../../gateways/asn-gateway';

export const ASN_PREPACKING_OPTIONS = ['provider', 'self'] as const;
export type AsnPrepacking = (typeof ASN_PREPACKING_OPTIONS)[number];
export const ASN_LEVEL_OPTIONS = ['standard', 'priority'] as const;
export type AsnLevel = (typeof ASN_LEVEL_OPTIONS)[number];

/** A product line as typed; `key` keeps a line's errors with it when another line is removed. */
export interface AsnLineDraft {
  readonly key: number;
  readonly sku: string;
  readonly quantity: string;
}

export interface AsnBoxDraft {
  readonly key: number;
  readonly sku: string;
  readonly weight: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
}

export type AsnLineField = 'sku' | 'quantity';
export type AsnBoxField = 'sku' | 'weight' | 'length' | 'width' | 'height';
export type AsnTextField =
  | 'warehouseId'
  | 'trackingNumbers'
  | 'fbaAddress'
  | 'estimatedFreight'
  | 'estimatedVat'
  | 'estimatedArrival';

/** The form's own field names for the errors: per line and box by key, not by position. */
export const lineFieldName = (key: number, field: AsnLineField) => `line.${key}.${field}`;
export const boxFieldName = (key: number, field: AsnBoxField) => `box.${key}.${field}`;

const BOX_FIELD_OF_DOMAIN: Readonly<Record<string, AsnBoxField>> = {
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  skus: 'sku',
};

const TOP_FIELD_OF_DOMAIN: Readonly<Record<string, string>> = {
  warehouse: 'warehouseId',
  products: 'lines',
  trackingNumbers: 'trackingNumbers',
  fbaDestinationAddress: 'fbaAddress',
};

/** Tracking numbers as the server reads them: split on commas and new lines, blanks dropped. */
export const splitTrackingNumbers = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((number) => number.trim())
    .filter((number) => number !== '');

/** Optional money: blank (or 0) is none, anything else a positive amount of at most 2 decimals. */
const optionalAmountIssue = (text: string) =>
  text.trim() === '' || text.trim() === '0' ? undefined : validatePositiveAmount(text);

/**
 * The inbound notice form (create and edit of a draft): the domain's validateAsn as the user
 * types, plus the rules the server adds that the form can see itself (each SKU once, a box SKU is
 * one of the lines, optional amounts). Lines and boxes travel as JSON text (ASN_FORM_FIELDS).
 */
export class AsnFormModel {
  id: number | undefined = undefined;
  asnNo = '';
  warehouseId = '';
  lines: readonly AsnLineDraft[] = [];
  prepacking: AsnPrepacking = 'provider';
  deliveryMode: AsnDeliveryMode = 'dropOff';
  trackingNumbers = '';
  fba = false;
  fbaAddress = '';
  level: AsnLevel = 'standard';
  unloading = false;
  airFreight = false;
  boxes: readonly AsnBoxDraft[] = [];
  estimatedFreight = '';
  estimatedVat = '';
  estimatedArrival = '';
  /** The merchant's active products the SKU pickers offer (one server page, searchable). */
  products: readonly ProductRow[] = [];
  productKeyword = '';
  productsLoading = false;
  loading = false;
  loadFailed = false;
  /** The ASN to edit is no longer a draft: the form is not offered. */
  notEditable = false;
  saving: 'draft' | 'submit' | undefined = undefined;
  readonly touch = new FieldTouch();
  private nextKey = 1;

  constructor(private readonly gateway: AsnGateway) {
    makeAutoObservable<AsnFormModel, 'gateway' | 'nextKey'>(
      this,
      { gateway: false, nextKey: false },
      { autoBind: true },
    );
    this.addLine();
  }

  private key(): number {
    return this.nextKey++;
  }

  /** The form as the domain's validateAsn reads it. */
  get domainInput(): AsnFormInput {
    return {
      warehouse: this.warehouseId,
      products: this.lines.map((line) => ({ sku: line.sku.trim(), quantity: line.quantity })),
      deliveryMode: this.deliveryMode,
      trackingNumbers:
        this.deliveryMode === 'carrier' ? splitTrackingNumbers(this.trackingNumbers) : [],
      fbaWarehouse: this.fba,
      fbaDestinationAddress: this.fbaAddress,
      airFreight: this.airFreight,
      boxes: this.boxes.map((box) => ({
        weightKg: box.weight,
        lengthCm: box.length,
        widthCm: box.width,
        heightCm: box.height,
        skus: [box.sku],
      })),
    };
  }

  /** Every refused field, named as the form names it (lines and boxes by key). */
  get errors(): readonly ValidationFieldIssue[] {
    const issues: ValidationFieldIssue[] = [];
    for (const issue of validateAsn(this.domainInput)) {
      const [head = '', index, sub] = issue.field.split('.');
      const position = Number(index);
      let field = TOP_FIELD_OF_DOMAIN[head] ?? issue.field;
      if (head === 'products' && sub !== undefined) {
        const line = this.lines[position];
        if (line !== undefined) field = lineFieldName(line.key, sub === 'sku' ? 'sku' : 'quantity');
      } else if (head === 'boxes' && sub !== undefined) {
        const box = this.boxes[position];
        if (box !== undefined) field = boxFieldName(box.key, BOX_FIELD_OF_DOMAIN[sub] ?? 'sku');
      }
      issues.push({ ...issue, field });
    }
    const skus = this.lines.map((line) => line.sku.trim());
    this.lines.forEach((line, index) => {
      const sku = skus[index] ?? '';
      if (sku !== '' && skus.indexOf(sku) !== index)
        issues.push({
          field: lineFieldName(line.key, 'sku'),
          ...message('SERVER.SKU_REPEATED', { sku }),
        });
    });
    for (const box of this.boxes) {
      const sku = box.sku.trim();
      if (sku !== '' && !skus.includes(sku))
        issues.push({
          field: boxFieldName(box.key, 'sku'),
          ...message('SERVER.BOX_SKU_NOT_IN_LINES', { sku }),
        });
    }
    const freight = optionalAmountIssue(this.estimatedFreight);
    if (freight !== undefined) issues.push({ field: 'estimatedFreight', ...freight });
    const vat = optionalAmountIssue(this.estimatedVat);
    if (vat !== undefined) issues.push({ field: 'estimatedVat', ...vat });
    return issues;
  }

  get visibleErrors() {
    return this.touch.visible(this.errors);
  }

  /** The SKUs a box may hold: those of the lines. */
  get lineSkus(): readonly string[] {
    return [...new Set(this.lines.map((line) => line.sku.trim()).filter((sku) => sku !== ''))];
  }

  /** The SKUs a line picker offers: the active products found plus those already chosen. */
  get skuOptions(): readonly string[] {
    return [...new Set([...this.lineSkus, ...this.products.map((product) => product.sku)])];
  }

  /** The create and edit fields of the contract (ASN_FORM_FIELDS), without `submit`. */
  get payload(): Record<string, string> {
    const flag = (value: boolean) => (value ? '1' : '0');
    return {
      warehouse_id: this.warehouseId,
      lines: JSON.stringify(
        this.lines.map((line) => ({ sku: line.sku.trim(), quantity: line.quantity.trim() })),
      ),
      prepacking: this.prepacking,
      delivery_mode: this.deliveryMode,
      tracking_numbers:
        this.deliveryMode === 'carrier' ? splitTrackingNumbers(this.trackingNumbers).join(',') : '',
      fba: flag(this.fba),
      fba_address: this.fba ? this.fbaAddress.trim() : '',
      level: this.level,
      unloading: flag(this.unloading),
      air_freight: flag(this.airFreight),
      boxes: JSON.stringify(
        this.boxes.map((box) => ({
          sku: box.sku.trim(),
          weight: box.weight.trim(),
          length: box.length.trim(),
          width: box.width.trim(),
          height: box.height.trim(),
        })),
      ),
      estimated_freight: this.estimatedFreight.trim(),
      estimated_vat: this.estimatedVat.trim(),
      estimated_arrival: this.estimatedArrival.trim(),
    };
  }

  setText(field: AsnTextField, value: string): void {
    this[field] = value;
    this.touch.touch(field);
  }

  /** A new notice starts at the header's current warehouse when it is one of the approved ones. */
  chooseDefaultWarehouse(current: string | undefined, approved: readonly string[]): void {
    if (this.warehouseId !== '' || this.id !== undefined) return;
    if (current !== undefined && approved.includes(current)) this.warehouseId = current;
    else if (approved.length === 1) this.warehouseId = approved[0] ?? '';
  }

  setPrepacking(value: string): void {
    if (isStatusOf(ASN_PREPACKING_OPTIONS, value)) this.prepacking = value;
  }

  setLevel(value: string): void {
    if (isStatusOf(ASN_LEVEL_OPTIONS, value)) this.level = value;
  }

  setDeliveryMode(value: string): void {
    if (isStatusOf(ASN_DELIVERY_MODES, value)) this.deliveryMode = value;
  }

  setFlag(field: 'fba' | 'unloading' | 'airFreight', value: boolean): void {
    this[field] = value;
    // the air-freight minimum changes every box's weight rule: show the boxes' verdicts at once
    if (field === 'airFreight')
      for (const box of this.boxes) this.touch.touch(boxFieldName(box.key, 'weight'));
  }

  addLine(): void {
    this.lines = [...this.lines, { key: this.key(), sku: '', quantity: '' }];
  }

  removeLine(key: number): void {
    this.lines = this.lines.filter((line) => line.key !== key);
    this.touch.touch('lines');
  }

  setLine(key: number, field: AsnLineField, value: string): void {
    this.lines = this.lines.map((line) => (line.key === key ? { ...line, [field]: value } : line));
    this.touch.touch(lineFieldName(key, field));
  }

  addBox(): void {
    const only = this.lineSkus.length === 1 ? (this.lineSkus[0] ?? '') : '';
    this.boxes = [
      ...this.boxes,
      { key: this.key(), sku: only, weight: '', length: '', width: '', height: '' },
    ];
  }

  removeBox(key: number): void {
    this.boxes = this.boxes.filter((box) => box.key !== key);
  }

  setBox(key: number, field: AsnBoxField, value: string): void {
    this.boxes = this.boxes.map((box) => (box.key === key ? { ...box, [field]: value } : box));
    this.touch.touch(boxFieldName(key, field));
  }

  /** Fills the form from a saved ASN (edit). */
  fill(detail: AsnDetail): void {
    this.id = detail.id;
    this.asnNo = detail.asn_no;
    this.notEditable = detail.status !== 'draft';
    this.warehouseId = String(detail.warehouse_id);
    this.lines = detail.lines.map((line) => ({
      key: this.key(),
      sku: line.sku,
      quantity: String(line.quantity),
    }));
    this.setPrepacking(detail.prepacking);
    this.setDeliveryMode(detail.delivery_mode);
    this.trackingNumbers = detail.tracking_numbers.join(', ');
    this.fba = detail.fba;
    this.fbaAddress = detail.fba_address;
    this.setLevel(detail.level);
    this.unloading = detail.unloading;
    this.airFreight = detail.air_freight;
    this.boxes = detail.boxes.map((box) => ({
      key: this.key(),
      sku: box.sku,
      weight: box.weight_kg,
      length: box.length_cm,
      width: box.width_cm,
      height: box.height_cm,
    }));
    const amount = (minor: number) => (minor === 0 ? '' : (minor / 100).toFixed(2));
    this.estimatedFreight = amount(detail.estimated_freight.amount);
    this.estimatedVat = amount(detail.estimated_vat.amount);
    this.estimatedArrival = detail.estimated_arrival;
    this.touch.reset();
  }

  /** Loads the ASN to edit (when `id` is given) and the active products for the pickers. */
  async load(id: number | undefined): Promise<void> {
    this.loading = id !== undefined;
    this.loadFailed = false;
    const products = this.searchProducts(this.productKeyword);
    if (id !== undefined)
      await loadRecord(
        this,
        () => this.gateway.detail(id),
        (detail) => this.fill(detail),
      );
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
    this.touch.submit();
    if (this.errors.length > 0 || this.notEditable) return undefined;
    this.saving = submit ? 'submit' : 'draft';
    const fields = { ...this.payload, submit: submit ? '1' : '0' };
    try {
      const saved =
        this.id === undefined
          ? await this.gateway.create(fields)
          : await this.gateway.edit(this.id, fields);
      runInAction(() => {
        this.id = saved.id;
        this.asnNo = saved.asn_no;
      });
      return saved;
    } catch {
      // the request layer has shown the server's reasons; everything typed stays
      return undefined;
    } finally {
      runInAction(() => (this.saving = undefined));
    }
  }
}

import type { CountryOption, ProductDetail, UploadData } from '@portal/contract';
import type {
  BarcodeType,
  BrandType,
  FormFields,
  Language,
  MessageCode,
  UploadFileInfo,
  UploadProfile,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  BARCODE_TYPES,
  BRAND_TYPES,
  isStatusOf,
  UPLOAD_PROFILES,
  validateOrigin,
  validateProduct,
  validateUploadFiles,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadRecord } from '../../forms/load-record';
import { FieldTouch } from '../../forms/field-errors';
import type { ProductGateway } from '../../gateways/product-gateway';
import { failureText } from './failure-text';

/** The typed fields of the product form, named as the contract's PRODUCT_FORM_FIELDS. */
export const PRODUCT_TEXT_FIELDS = [
  'sku',
  'name_en',
  'name_zh',
  'price',
  'declared_value',
  'weight',
  'length',
  'width',
  'height',
  'customs_description',
  'material_en',
  'material_zh',
  'usage',
  'hs_code',
  'origin',
  'barcode',
  'fba_barcode',
  'brand_name',
  'manufacturer',
  'product_link',
  'spec_model',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export const PRODUCT_FLAGS = [
  'battery',
  'liquid',
  'powder',
  'dice',
  'magnetism',
  'packing_material',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const PRODUCT_TYPES = ['needs_box', 'whole_box'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The three sets of pictures a product carries, each with the domain's upload profile. */
export const ATTACHMENT_KINDS = ['images', 'certificates', 'brand_certificates'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const ATTACHMENT_PROFILES: Readonly<Record<AttachmentKind, UploadProfile>> = {
  images: UPLOAD_PROFILES.productImages,
  certificates: UPLOAD_PROFILES.certificates,
  brand_certificates: UPLOAD_PROFILES.certificates,
};

/** A picture attached to the product: its upload id and what the rules see of it. */
export interface Attachment {
  readonly id: string;
  readonly info: UploadFileInfo;
}

// The domain names the form's fields in camelCase; the contract and the screen use the API's names.
const ISSUE_FIELD: Readonly<Record<string, string>> = {
  nameEn: 'name_en',
  nameZh: 'name_zh',
  priceUsd: 'price',
  declaredValueUsd: 'declared_value',
  weightKg: 'weight',
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  customsDescription: 'customs_description',
  materialEn: 'material_en',
  materialZh: 'material_zh',
  hsCode: 'hs_code',
  fbaBarcode: 'fba_barcode',
  brandName: 'brand_name',
  brandCertificates: 'brand_certificates',
};

const MIME_EXTENSION: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/**
 * An upload the server already holds: it was checked (type and size) when it was sent, so only
 * its place in the count matters now; it is named as the server names it (`<id>.<ext>`).
 */
const storedUpload = (id: string): Attachment => ({
  id,
  info: { name: `${id}.jpg`, sizeBytes: 0 },
});

const uploaded = (data: UploadData): Attachment => ({
  id: data.id,
  info: { name: `${data.id}.${MIME_EXTENSION[data.mime] ?? 'jpg'}`, sizeBytes: data.size },
});

const emptyTexts = (): Record<ProductTextField, string> =>
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((name) => [name, ''])) as Record<
    ProductTextField,
    string
  >;

const noFlags = (): Record<ProductFlag, boolean> =>
  Object.fromEntries(PRODUCT_FLAGS.map((name) => [name, false])) as Record<ProductFlag, boolean>;

const noAttachments = (): Record<AttachmentKind, readonly Attachment[]> => ({
  images: [],
  certificates: [],
  brand_certificates: [],
});

/**
 * The product form (create and edit): every field of PRODUCT_FORM_FIELDS, the domain's product
 * rules as the merchant types, pictures uploaded one by one before the save (each checked against
 * its upload profile first), and the save as a draft or with submit=1. A failed save keeps
 * everything typed.
 */
export class ProductFormModel {
  texts: Record<ProductTextField, string> = emptyTexts();
  flags: Record<ProductFlag, boolean> = noFlags();
  productType: ProductType = 'needs_box';
  barcodeType: BarcodeType = 'standard';
  brandType: BrandType = 'none';
  attachments: Record<AttachmentKind, readonly Attachment[]> = noAttachments();
  /** Why the last picture pick was refused, per set. */
  uploadErrors: Partial<Record<AttachmentKind, MessageCode>> = {};
  uploading: Partial<Record<AttachmentKind, boolean>> = {};
  /** The server's reason when it refused a picture (the uploader shows no toast). */
  uploadFailures: Partial<Record<AttachmentKind, string>> = {};
  countries: readonly CountryOption[] = [];
  /** The product being edited; undefined on create. */
  productId: number | undefined = undefined;
  /** The status of the product being edited (edit only). */
  status: string | undefined = undefined;
  /** False when the product being edited is no draft: the server refuses to change it. */
  editable = true;
  loading = false;
  loadFailed = false;
  saving: 'draft' | 'submit' | undefined = undefined;
  /** True once a save went through: the stored product is what to show next, not the form. */
  saved = false;
  /** The server's reason when it refused the save. */
  saveError: string | undefined = undefined;
  readonly touch = new FieldTouch();

  constructor(private readonly gateway: ProductGateway) {
    makeAutoObservable<ProductFormModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /**
   * The countries to choose the country of manufacture from, by their shown name: only those whose
   * English name the origin rule accepts (a name such as "Côte d'Ivoire" is refused), as the
   * origin is stored in English whatever the language shown.
   */
  countryOptions(language: Language): readonly { value: string; text: string }[] {
    const options = this.countries
      .filter((country) => validateOrigin(country.name) === undefined)
      .map((country) => ({
        value: country.name,
        text: language === 'zh' && country.cn_name !== '' ? country.cn_name : country.name,
      }))
      .sort((a, b) => a.text.localeCompare(b.text, language === 'zh' ? 'zh-CN' : 'en'));
    const typed = this.texts.origin;
    // a stored origin outside the list (typed elsewhere, e.g. in an upload) stays choosable
    return typed === '' || options.some((option) => option.value === typed)
      ? options
      : [{ value: typed, text: typed }, ...options];
  }

  /** Every issue of the domain's product rules, named by the API's field names. */
  get errors(): readonly ValidationFieldIssue[] {
    return validateProduct({
      sku: this.texts.sku,
      nameEn: this.texts.name_en,
      nameZh: this.texts.name_zh,
      priceUsd: this.texts.price,
      declaredValueUsd: this.texts.declared_value,
      weightKg: this.texts.weight,
      lengthCm: this.texts.length,
      widthCm: this.texts.width,
      heightCm: this.texts.height,
      customsDescription: this.texts.customs_description,
      materialEn: this.texts.material_en,
      materialZh: this.texts.material_zh,
      hsCode: this.texts.hs_code,
      origin: this.texts.origin,
      barcodeType: this.barcodeType,
      barcode: this.texts.barcode,
      fbaBarcode: this.texts.fba_barcode,
      brandType: this.brandType,
      brandName: this.texts.brand_name,
      brandCertificates: this.attachments.brand_certificates.map((a) => a.info),
      images: this.attachments.images.map((a) => a.info),
      certificates: this.attachments.certificates.map((a) => a.info),
    }).map((issue) => ({ ...issue, field: ISSUE_FIELD[issue.field] ?? issue.field }));
  }

  /** The first error of each field the merchant touched (all of them after a save was tried). */
  get visibleErrors(): Readonly<Record<string, MessageCode>> {
    const shown = { ...this.touch.visible(this.errors) };
    for (const kind of ATTACHMENT_KINDS) {
      const refused = this.uploadErrors[kind];
      if (refused !== undefined) shown[kind] = refused;
    }
    return shown;
  }

  get busy(): boolean {
    return this.saving !== undefined || ATTACHMENT_KINDS.some((kind) => this.uploading[kind]);
  }

  /** What the create and edit endpoints take, every field of PRODUCT_FORM_FIELDS plus submit. */
  payload(submit: boolean): FormFields {
    const fields: Record<string, string> = {};
    for (const name of PRODUCT_TEXT_FIELDS) fields[name] = this.texts[name].trim();
    for (const name of PRODUCT_FLAGS) fields[name] = this.flags[name] ? '1' : '0';
    fields['product_type'] = this.productType;
    fields['barcode_type'] = this.barcodeType;
    fields['brand_type'] = this.brandType;
    if (this.brandType === 'none') fields['brand_name'] = '';
    const ids = (kind: AttachmentKind) => this.attachments[kind].map((a) => a.id).join(',');
    fields['images'] = ids('images');
    fields['certificates'] = ids('certificates');
    fields['brand_certificates'] = this.brandType === 'licensed' ? ids('brand_certificates') : '';
    fields['submit'] = submit ? '1' : '0';
    return fields;
  }

  setText(field: ProductTextField, value: string): void {
    this.texts = { ...this.texts, [field]: value };
    this.touch.touch(field);
    // the declared value is checked against the price, so a new price shows its verdict too
    if (field === 'price' && this.texts.declared_value !== '') this.touch.touch('declared_value');
  }

  setFlag(flag: ProductFlag, value: boolean): void {
    this.flags = { ...this.flags, [flag]: value };
  }

  setProductType(value: string): void {
    if (isStatusOf(PRODUCT_TYPES, value)) this.productType = value;
  }

  setBarcodeType(value: string): void {
    if (!isStatusOf(BARCODE_TYPES, value)) return;
    this.barcodeType = value;
    if (this.texts.barcode !== '') this.touch.touch('barcode');
  }

  setBrandType(value: string): void {
    if (!isStatusOf(BRAND_TYPES, value)) return;
    this.brandType = value;
  }

  /**
   * Checks the picked files against the set's upload profile (count, type, size) before anything
   * is sent; sends them one by one, and keeps those the server accepted.
   */
  async attach(kind: AttachmentKind, files: readonly File[]): Promise<void> {
    if (files.length === 0) return;
    const profile = ATTACHMENT_PROFILES[kind];
    const refused = validateUploadFiles(
      [
        ...this.attachments[kind].map((a) => a.info),
        ...files.map((file) => ({ name: file.name, sizeBytes: file.size })),
      ],
      profile,
    );
    this.uploadErrors = { ...this.uploadErrors, [kind]: refused };
    this.uploadFailures = { ...this.uploadFailures, [kind]: undefined };
    if (refused !== undefined) return;
    this.uploading = { ...this.uploading, [kind]: true };
    try {
      for (const file of files) {
        const data = await this.gateway.uploadPicture(file);
        runInAction(() => {
          this.attachments = {
            ...this.attachments,
            [kind]: [...this.attachments[kind], uploaded(data)],
          };
        });
      }
    } catch (error) {
      // the pictures accepted before the refused one stay
      runInAction(() => {
        this.uploadFailures = { ...this.uploadFailures, [kind]: failureText(error) };
      });
    } finally {
      runInAction(() => {
        this.uploading = { ...this.uploading, [kind]: false };
        this.touch.touch(kind);
      });
    }
  }

  detach(kind: AttachmentKind, id: string): void {
    this.attachments = {
      ...this.attachments,
      [kind]: this.attachments[kind].filter((a) => a.id !== id),
    };
    this.uploadErrors = { ...this.uploadErrors, [kind]: undefined };
    this.touch.touch(kind);
  }

  pictureUrl(id: string): string {
    return this.gateway.pictureUrl(id);
  }

  async loadCountries(): Promise<void> {
    try {
      const countries = await this.gateway.countries();
      runInAction(() => (this.countries = countries));
    } catch {
      // the country field stays a free text field with the domain's rule
    }
  }

  /** Loads the product to edit; only a draft is editable. */
  async load(id: number): Promise<void> {
    this.productId = id;
    await loadRecord(
      this,
      () => this.gateway.detail(id),
      (detail) => this.fill(detail),
    );
  }

  /** Puts a product's stored values in the form. */
  fill(detail: ProductDetail): void {
    const texts = emptyTexts();
    texts.sku = detail.sku;
    texts.name_en = detail.name_en;
    texts.name_zh = detail.name_zh;
    texts.price = detail.price_usd;
    texts.declared_value = detail.declared_value_usd;
    texts.weight = detail.weight_kg;
    texts.length = detail.length_cm;
    texts.width = detail.width_cm;
    texts.height = detail.height_cm;
    texts.customs_description = detail.customs_description;
    texts.material_en = detail.material_en;
    texts.material_zh = detail.material_zh;
    texts.usage = detail.usage;
    texts.hs_code = detail.hs_code;
    texts.origin = detail.origin;
    texts.barcode = detail.barcode;
    texts.fba_barcode = detail.fba_barcode;
    texts.brand_name = detail.brand_name;
    texts.manufacturer = detail.manufacturer;
    texts.product_link = detail.product_link;
    texts.spec_model = detail.spec_model;
    this.texts = texts;
    this.flags = {
      battery: detail.battery,
      liquid: detail.liquid,
      powder: detail.powder,
      dice: detail.dice,
      magnetism: detail.magnetism,
      packing_material: detail.packing_material,
    };
    this.setProductType(detail.product_type);
    this.setBarcodeType(detail.barcode_type);
    this.setBrandType(detail.brand_type);
    this.attachments = {
      images: detail.images.map(storedUpload),
      certificates: detail.certificates.map(storedUpload),
      brand_certificates: detail.brand_certificates.map(storedUpload),
    };
    this.productId = detail.id;
    this.status = detail.status;
    this.editable = detail.actions.includes('edit');
    this.saved = false;
    this.touch.reset();
  }

  /** Empties the form for the next product (after a create). */
  reset(): void {
    this.texts = emptyTexts();
    this.flags = noFlags();
    this.productType = 'needs_box';
    this.barcodeType = 'standard';
    this.brandType = 'none';
    this.attachments = noAttachments();
    this.uploadErrors = {};
    this.uploadFailures = {};
    this.saveError = undefined;
    this.saved = false;
    this.touch.reset();
  }

  /**
   * Saves as a draft, or submits it for approval too; resolves with the product id, or undefined
   * when the rules or the server refused (everything typed stays).
   */
  async save(submit: boolean): Promise<number | undefined> {
    this.touch.submit();
    this.saveError = undefined;
    if (!this.editable || this.errors.length > 0) return undefined;
    this.saving = submit ? 'submit' : 'draft';
    try {
      const fields = this.payload(submit);
      const saved =
        this.productId === undefined
          ? await this.gateway.create(fields)
          : await this.gateway.edit(this.productId, fields);
      runInAction(() => (this.saved = true));
      return saved.id;
    } catch (error) {
      runInAction(() => (this.saveError = failureText(error)));
      return undefined;
    } finally {
      runInAction(() => (this.saving = undefined));
    }
  }
}

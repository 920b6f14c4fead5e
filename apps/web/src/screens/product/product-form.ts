import type { CountryOption, Money, ProductDetail, UploadData } from '@portal/contract';
import type {
  BarcodeType,
  BrandType,
  FormFields,
  Language,
  MessageCode,
  ProductFormFields,
  ProductFormFiles,
  ProductType,
  UploadFileInfo,
  UploadProfile,
} from '@portal/domain';
import {
  decimalText,
  PRODUCT_TYPES,
  UPLOAD_PROFILES,
  originNameFor,
  validateProductForm,
} from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductGateway } from '../../gateways/product-gateway';
import { flagField, FormModel, saveDraft } from '../../kit/form-model';
import { FileUpload } from '../../kit/upload';
import { PRODUCT_FLAG_LABELS, PRODUCT_TEXT_LABELS } from './product-labels';

// the names of a label table, in its order
const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];

/** The typed fields of the product form, named as the contract's PRODUCT_FORM_FIELDS. */
export const PRODUCT_TEXT_FIELDS = keysOf(PRODUCT_TEXT_LABELS);
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export const PRODUCT_FLAGS = keysOf(PRODUCT_FLAG_LABELS);
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

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

/** The product as typed, every field named as the contract names it. */
export type ProductFormValues = Readonly<Record<ProductTextField, string>> &
  Readonly<Record<ProductFlag, boolean>> &
  Readonly<Record<AttachmentKind, readonly Attachment[]>> & {
    readonly product_type: ProductType;
    readonly barcode_type: BarcodeType;
    readonly brand_type: BrandType;
  };

/** A record of one value per name. */
const each = <K extends string, T>(names: readonly K[], value: (name: K) => T) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<K, T>;

export const emptyProductValues = (): ProductFormValues => ({
  ...each(PRODUCT_TEXT_FIELDS, () => ''),
  ...each(PRODUCT_FLAGS, () => false),
  images: [],
  certificates: [],
  brand_certificates: [],
  product_type: 'needs_box',
  barcode_type: 'standard',
  brand_type: 'none',
});

// The detail endpoint names the measures with their unit.
const DETAIL_NAMES: Readonly<Partial<Record<ProductTextField, keyof ProductDetail>>> = {
  weight: 'weight_kg',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
};

/** A stored product's text of a form field (the detail names the measures with their unit). */
export const storedText = (detail: ProductDetail, name: ProductTextField): string => {
  const value = detail[DETAIL_NAMES[name] ?? (name as keyof ProductDetail)];
  // Prices answer as Money; the form edits the decimal the merchant typed (ADR 0017).
  return typeof value === 'object' ? decimalText((value as Money).amount) : String(value);
};

/** The typed values as the domain's validateProductForm and the server read them. */
export function productFormInput(v: ProductFormValues): ProductFormFields {
  return {
    ...each(PRODUCT_TEXT_FIELDS, (name) => v[name].trim()),
    brand_name: v.brand_type === 'none' ? '' : v.brand_name.trim(),
    product_type: v.product_type,
    barcode_type: v.barcode_type,
    brand_type: v.brand_type,
  };
}

/** What the rules see of the pictures; brand certificates belong to a licensed brand only. */
const productFiles = (v: ProductFormValues): ProductFormFiles => ({
  images: v.images.map((a) => a.info),
  certificates: v.certificates.map((a) => a.info),
  brand_certificates: v.brand_type === 'licensed' ? v.brand_certificates.map((a) => a.info) : [],
});

/** Every issue of the product form by wire field: the one rule set the server applies too. */
export const productIssues = (v: ProductFormValues) =>
  validateProductForm(productFormInput(v), productFiles(v));

/** What the create and edit endpoints take: every field of PRODUCT_FORM_FIELDS but submit. */
export function productFields(v: ProductFormValues): FormFields {
  const fields: Record<string, string> = { ...productFormInput(v) };
  for (const name of PRODUCT_FLAGS) fields[name] = flagField(v[name]);
  for (const name of ATTACHMENT_KINDS) fields[name] = v[name].map((a) => a.id).join(',');
  if (v.brand_type !== 'licensed') fields['brand_certificates'] = '';
  return fields;
}

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

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** A stored product's values in the form. */
export function productValuesOf(detail: ProductDetail): ProductFormValues {
  const empty = emptyProductValues();
  return {
    ...empty,
    ...each(PRODUCT_TEXT_FIELDS, (name) => storedText(detail, name)),
    ...each(PRODUCT_FLAGS, (name) => detail[name]),
    product_type: oneOf(PRODUCT_TYPES, detail.product_type, empty.product_type),
    barcode_type: oneOf(['standard', 'selfMade', 'generated'], detail.barcode_type, 'standard'),
    brand_type: oneOf(['none', 'own', 'licensed'], detail.brand_type, 'none'),
    images: detail.images.map(storedUpload),
    certificates: detail.certificates.map(storedUpload),
    brand_certificates: detail.brand_certificates.map(storedUpload),
  };
}

/**
 * The product form (create and edit): the kit's form over every field of PRODUCT_FORM_FIELDS,
 * plus what is the product's own: pictures uploaded one by one before the save (each checked
 * against its upload profile first) and the country list of the origin.
 */
export class ProductFormModel {
  readonly form = new FormModel({
    initial: emptyProductValues,
    validate: productIssues,
    payload: productFields,
    // the declared value is checked against the price, the barcode against its type
    linked: { price: ['declared_value'], barcode_type: ['barcode'] },
  });
  /** Each picture set's uploads, checked against the set's profile (count, type, size) first. */
  readonly pictures: Readonly<Record<AttachmentKind, FileUpload<UploadData>>>;
  countries: readonly CountryOption[] = [];
  /** The product being edited; undefined on create. */
  productId: number | undefined = undefined;
  /** The status of the product being edited (edit only). */
  status: string | undefined = undefined;

  constructor(private readonly gateway: ProductGateway) {
    const send = (file: File) => gateway.uploadPicture(file);
    this.pictures = each(
      ATTACHMENT_KINDS,
      (kind) => new FileUpload(ATTACHMENT_PROFILES[kind], send),
    );
    makeAutoObservable<ProductFormModel, 'gateway'>(
      this,
      { gateway: false, form: false, pictures: false },
      { autoBind: true },
    );
  }

  /**
   * The countries to choose the country of manufacture from, by their shown name, each stored in
   * English whatever the language shown, as the origin rule's list names it (Türkiye: Turkey).
   */
  countryOptions(language: Language): readonly { value: string; text: string }[] {
    const options = this.countries
      .filter((country) => originNameFor(country.code, country.name) !== undefined)
      .map((country) => ({
        value: originNameFor(country.code, country.name) ?? country.name,
        text: language === 'zh' && country.cn_name !== '' ? country.cn_name : country.name,
      }))
      .sort((a, b) => a.text.localeCompare(b.text, language === 'zh' ? 'zh-CN' : 'en'));
    const typed = this.form.values.origin;
    // a stored origin outside the list (typed elsewhere, e.g. in an upload) stays choosable
    return typed === '' || options.some((option) => option.value === typed)
      ? options
      : [{ value: typed, text: typed }, ...options];
  }

  /** A picture set's message: a refused pick first, else the form's (client or server) error. */
  errorOf(kind: AttachmentKind): MessageCode | undefined {
    return this.pictures[kind].refused ?? this.form.error(kind);
  }

  get busy(): boolean {
    return this.form.saving !== undefined || ATTACHMENT_KINDS.some((k) => this.pictures[k].busy);
  }

  /** Sends the picked pictures one by one (each set's profile checked first); keeps those taken. */
  async attach(kind: AttachmentKind, files: readonly File[]): Promise<void> {
    if (files.length === 0) return;
    const upload = this.pictures[kind];
    const held = this.form.values[kind].map((a) => a.info);
    await upload.uploadAll(files, held, (data) =>
      this.form.set(kind, [...this.form.values[kind], uploaded(data)]),
    );
    if (upload.refused === undefined) this.form.touch(kind);
  }

  detach(kind: AttachmentKind, id: string): void {
    this.form.set(
      kind,
      this.form.values[kind].filter((a) => a.id !== id),
    );
    this.pictures[kind].refused = undefined;
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
    const detail = await this.form.load(() => this.gateway.detail(id), productValuesOf);
    if (detail === undefined) return;
    runInAction(() => {
      this.productId = detail.id;
      this.status = detail.status;
      this.form.editable = detail.actions.includes('edit');
    });
  }

  /** Empties the form for the next product (after a create). */
  reset(): void {
    this.form.reset();
    for (const kind of ATTACHMENT_KINDS) this.pictures[kind].clear();
  }

  /**
   * Saves as a draft, or submits it for approval too; resolves with the product id, or undefined
   * when the rules or the server refused (everything typed stays, the server's issues beside
   * their fields).
   */
  async save(submit: boolean): Promise<number | undefined> {
    return (await saveDraft(this.form, this.gateway, this.productId, submit))?.id;
  }
}

import type { SkuUniqueness } from '../ports/sku-uniqueness';
import { BARCODE_TYPES } from './barcode';
import type { BarcodeType } from './barcode';
import { BRAND_TYPES } from './brand';
import type { BrandType } from './brand';
import { parsePositiveAmount } from './decimal-input';
import {
  firstIssuePerField,
  renameIssueFields,
  validateChoice,
  validateMaxLength,
} from './form-fields';
import { PRODUCT_TYPES } from './form-enums';
import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, validationMessage } from './issues';
import { validateProduct } from './product';
import type { UploadFileInfo } from './uploads';

/** The product form as it travels (the contract's PRODUCT_FORM_FIELDS): every value as text. */
export interface ProductFormFields {
  readonly sku: string;
  readonly name_en: string;
  readonly name_zh: string;
  readonly price: string;
  readonly declared_value: string;
  readonly weight: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
  readonly customs_description: string;
  readonly material_en?: string;
  readonly material_zh?: string;
  readonly usage?: string;
  readonly hs_code: string;
  readonly origin: string;
  readonly product_type: string;
  readonly barcode_type: string;
  readonly barcode?: string;
  readonly fba_barcode?: string;
  readonly brand_type: string;
  readonly brand_name?: string;
  readonly manufacturer?: string;
  readonly product_link?: string;
  readonly spec_model?: string;
}

/** The uploaded files of the form's upload fields (the server finds them by their ids). */
export interface ProductFormFiles {
  readonly brand_certificates?: readonly UploadFileInfo[];
  readonly images?: readonly UploadFileInfo[];
  readonly certificates?: readonly UploadFileInfo[];
}

/** The free texts' limits (warehouse-shipping.md section 3). */
export const PRODUCT_TEXT_LIMITS = {
  usage: 200,
  manufacturer: 200,
  product_link: 500,
  spec_model: 100,
} as const;

/** The stored hundredths are 32-bit integers: a larger amount or measure is refused. */
export const PRODUCT_HUNDREDTHS_MAX = 2_000_000_000;
const AMOUNT_FIELDS = ['price', 'declared_value', 'weight', 'length', 'width', 'height'] as const;

/** validateProduct's field names -> the wire names. */
const WIRE_NAME: Readonly<Record<string, string>> = {
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

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

const validateLink = (link: string | undefined) => {
  const text = (link ?? '').trim();
  return text === '' || /^https?:\/\/\S+$/i.test(text)
    ? undefined
    : validationMessage('VALIDATION.LINK_INVALID');
};

const tooLarge = (text: string) => {
  const parsed = parsePositiveAmount(text);
  return parsed.ok && parsed.value > PRODUCT_HUNDREDTHS_MAX
    ? validationMessage('VALIDATION.NUMBER_TOO_LARGE')
    : undefined;
};

/**
 * Every rule of the product form, keyed by the wire field names, one issue per field: the
 * choices, the free texts' lengths, the link, the 32-bit limit of amounts, and validateProduct
 * (SKU, names, prices, measures, customs, barcodes, brand, uploads). The server and the web both
 * call it; SKU uniqueness needs the database: validateProductFormAsync.
 */
export function validateProductForm(
  form: ProductFormFields,
  files: ProductFormFiles = {},
): ValidationFieldIssue[] {
  const barcodeType: BarcodeType = isOneOf(BARCODE_TYPES, form.barcode_type)
    ? form.barcode_type
    : 'generated';
  const brandType: BrandType = isOneOf(BRAND_TYPES, form.brand_type) ? form.brand_type : 'none';
  const domain = validateProduct({
    sku: form.sku.trim(),
    nameEn: form.name_en.trim(),
    nameZh: form.name_zh.trim(),
    priceUsd: form.price.trim(),
    declaredValueUsd: form.declared_value.trim(),
    weightKg: form.weight.trim(),
    lengthCm: form.length.trim(),
    widthCm: form.width.trim(),
    heightCm: form.height.trim(),
    customsDescription: form.customs_description.trim(),
    materialEn: (form.material_en ?? '').trim(),
    materialZh: (form.material_zh ?? '').trim(),
    hsCode: form.hs_code.trim(),
    origin: form.origin.trim(),
    barcodeType,
    barcode: (form.barcode ?? '').trim(),
    fbaBarcode: (form.fba_barcode ?? '').trim(),
    brandType,
    brandName: (form.brand_name ?? '').trim(),
    brandCertificates: files.brand_certificates ?? [],
    images: files.images ?? [],
    certificates: files.certificates ?? [],
  });
  return firstIssuePerField([
    ...collectFieldIssues([
      ['product_type', validateChoice(form.product_type, PRODUCT_TYPES)],
      ['barcode_type', validateChoice(form.barcode_type, BARCODE_TYPES)],
      ['brand_type', validateChoice(form.brand_type, BRAND_TYPES)],
    ]),
    ...renameIssueFields(domain, (field) => WIRE_NAME[field] ?? field),
    ...collectFieldIssues([
      ...Object.entries(PRODUCT_TEXT_LIMITS).map(
        ([field, max]) =>
          [field, validateMaxLength(form[field as keyof typeof PRODUCT_TEXT_LIMITS], max)] as const,
      ),
      ['product_link', validateLink(form.product_link)],
      ...AMOUNT_FIELDS.map((field) => [field, tooLarge(form[field].trim())] as const),
    ]),
  ]);
}

/** validateProductForm plus SKU uniqueness (a port), asked only when the SKU is well formed. */
export async function validateProductFormAsync(
  form: ProductFormFields,
  uniqueness: SkuUniqueness,
  files: ProductFormFiles = {},
): Promise<ValidationFieldIssue[]> {
  const issues = validateProductForm(form, files);
  if (issues.some((issue) => issue.field === 'sku')) return issues;
  if (!(await uniqueness.isTaken(form.sku.trim()))) return issues;
  return [{ field: 'sku', ...validationMessage('PRODUCT.SKU_TAKEN') }, ...issues];
}

import type {
  BarcodeType,
  BrandType,
  MessageCode,
  ProductFormInput,
  SkuUniqueness,
  TemplateRow,
  TemplateRowIssues,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  BARCODE_TYPES,
  BRAND_TYPES,
  isStatusOf,
  message,
  parsePositiveAmount,
  templateFlag,
  validateProductAsync,
} from '@portal/domain';

// The server's upload reads a product row with readProductForm (apps/server product-form.ts):
// validateProductAsync of the domain plus a few rules still written in the server (the three
// choice columns, the 1/0 flags, text limits, the link, the 32-bit column ceiling). Until those
// move into the domain's validateProductForm (helper h-schema, issue 11), they are read here the
// same way, and the parity test (apps/server upload-checker-parity.test.ts) proves both agree.
const PRODUCT_TYPES = ['needs_box', 'whole_box'] as const;
const FLAGS = ['battery', 'liquid', 'powder', 'dice', 'magnetism', 'packing_material'] as const;
const TEXT_LIMITS = { usage: 200, manufacturer: 200, product_link: 500, spec_model: 100 } as const;
/** The server stores amounts as 32-bit integers of hundredths. */
const MAX_HUNDREDTHS = 2_000_000_000;
const AMOUNTS = ['price', 'declared_value', 'weight', 'length', 'width', 'height'] as const;

/** validateProduct reports the form's names; the template's columns carry the wire names. */
const TEMPLATE_FIELD: Readonly<Record<string, string>> = {
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
  barcodeType: 'barcode_type',
  fbaBarcode: 'fba_barcode',
  brandType: 'brand_type',
  brandName: 'brand_name',
  brandCertificates: 'brand_certificates',
};

const issue = (field: string, code: MessageCode): ValidationFieldIssue => ({ field, ...code });
const invalidField = (field: string) => issue(field, message('SERVER.INVALID_FIELD', { field }));

/** Every rule the portal's product upload applies to one row, SKU uniqueness through the port. */
export async function checkProductRow(
  row: TemplateRow,
  uniqueness: SkuUniqueness,
): Promise<ValidationFieldIssue[]> {
  const field = (name: string) => (row.cells[name] ?? '').trim();
  const issues: ValidationFieldIssue[] = [];
  const barcodeType = field('barcode_type');
  const brandType = field('brand_type');
  if (!isStatusOf(BARCODE_TYPES, barcodeType)) issues.push(invalidField('barcode_type'));
  if (!isStatusOf(BRAND_TYPES, brandType)) issues.push(invalidField('brand_type'));
  if (!isStatusOf(PRODUCT_TYPES, field('product_type'))) issues.push(invalidField('product_type'));
  for (const name of FLAGS)
    if (templateFlag(field(name)) === undefined) issues.push(invalidField(name));
  for (const [name, max] of Object.entries(TEXT_LIMITS))
    if ([...field(name)].length > max)
      issues.push(issue(name, message('SERVER.TEXT_TOO_LONG', { field: name, max })));
  const link = field('product_link');
  if (link !== '' && !/^https?:\/\/\S+$/i.test(link))
    issues.push(issue('product_link', message('SERVER.HREF_INVALID')));
  const form: ProductFormInput = {
    sku: field('sku'),
    nameEn: field('name_en'),
    nameZh: field('name_zh'),
    priceUsd: field('price'),
    declaredValueUsd: field('declared_value'),
    weightKg: field('weight'),
    lengthCm: field('length'),
    widthCm: field('width'),
    heightCm: field('height'),
    customsDescription: field('customs_description'),
    materialEn: field('material_en'),
    materialZh: field('material_zh'),
    hsCode: field('hs_code'),
    origin: field('origin'),
    barcodeType: (isStatusOf(BARCODE_TYPES, barcodeType)
      ? barcodeType
      : 'generated') as BarcodeType,
    barcode: field('barcode'),
    fbaBarcode: field('fba_barcode'),
    brandType: (isStatusOf(BRAND_TYPES, brandType) ? brandType : 'none') as BrandType,
    brandName: field('brand_name'),
    brandCertificates: [],
    images: [],
    certificates: [],
  };
  for (const found of await validateProductAsync(form, uniqueness))
    issues.push({ ...found, field: TEMPLATE_FIELD[found.field] ?? found.field });
  for (const name of AMOUNTS) {
    const parsed = parsePositiveAmount(field(name));
    if (parsed.ok && parsed.value > MAX_HUNDREDTHS)
      issues.push(issue(name, message('VALIDATION.NUMBER_TOO_LARGE')));
  }
  return issues;
}

/**
 * The rows of a product file in order, as the upload writes them: a SKU is taken when an earlier
 * valid row of the file has it (those are written first). The merchant's existing products are
 * not known offline: pass `existingSkus` to check against them too.
 */
export async function checkProductRows(
  rows: readonly TemplateRow[],
  existingSkus: Iterable<string> = [],
): Promise<TemplateRowIssues[]> {
  const taken = new Set(existingSkus);
  const uniqueness: SkuUniqueness = { isTaken: (sku) => taken.has(sku) };
  const results: TemplateRowIssues[] = [];
  for (const row of rows) {
    const issues = await checkProductRow(row, uniqueness);
    const sku = (row.cells['sku'] ?? '').trim();
    if (issues.length === 0) taken.add(sku);
    results.push({ row: row.number, key: sku, issues });
  }
  return results;
}

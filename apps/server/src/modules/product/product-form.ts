import type {
  BarcodeType,
  BrandType,
  MessageCode,
  ProductFormInput,
  Result,
  UploadFileInfo,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  BARCODE_TYPES,
  BRAND_TYPES,
  err,
  isStatusOf,
  message,
  ok,
  parsePositiveAmount,
  validateProductAsync,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { readFlag } from '../shared/read-flag';
import { skuUniqueness } from './repository';

type Input = Readonly<Record<string, string>>;
type Db = Kysely<Database> | Transaction<Database>;

export const PRODUCT_TYPES = ['needs_box', 'whole_box'] as const;
const FLAGS = ['battery', 'liquid', 'powder', 'dice', 'magnetism', 'packing_material'] as const;
const TEXT_LIMITS = { usage: 200, manufacturer: 200, product_link: 500, spec_model: 100 } as const;
/** The columns are 32-bit integers of hundredths. */
const MAX_HUNDREDTHS = 2_000_000_000;

/** What a valid form stores: the product columns, money in cents and measures in hundredths. */
export interface ProductValues {
  readonly sku: string;
  readonly name: string;
  readonly cn_name: string;
  readonly price_cents: number;
  readonly declared_cents: number;
  readonly weight_centikg: number;
  readonly length_mm10: number;
  readonly width_mm10: number;
  readonly height_mm10: number;
  readonly customs_description: string;
  readonly material_en: string;
  readonly material_zh: string;
  readonly usage: string;
  readonly hs_code: string;
  readonly origin: string;
  readonly product_type: string;
  readonly barcode_type: string;
  readonly barcode: string;
  readonly fba_barcode: string;
  readonly brand_type: string;
  readonly brand_name: string;
  readonly manufacturer: string;
  readonly product_link: string;
  readonly spec_model: string;
  readonly brand_certificates: string;
  readonly images: string;
  readonly certificates: string;
  readonly battery: boolean;
  readonly liquid: boolean;
  readonly powder: boolean;
  readonly dice: boolean;
  readonly magnetism: boolean;
  readonly packing_material: boolean;
}

const field = (input: Input, name: string) => (input[name] ?? '').trim();

/** '1', 'true', 'on' or 'yes' is set; blank, '0' or 'false' is not; anything else is refused. */

const idList = (value: string) =>
  value === ''
    ? []
    : value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '');

/** The merchant's own uploads of these ids, as the domain's upload rules see them. */
async function uploadsOf(
  db: Db,
  customerId: number,
  ids: readonly string[],
): Promise<Result<UploadFileInfo[], MessageCode>> {
  if (ids.length === 0) return ok([]);
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'file_name', 'size'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files: UploadFileInfo[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row === undefined) return err(message('SERVER.UPLOAD_UNKNOWN'));
    files.push({ name: row.file_name, sizeBytes: row.size });
  }
  return ok(files);
}

const issue = (name: string, code: MessageCode): ValidationFieldIssue => ({ field: name, ...code });

/**
 * Reads and validates the product form with the domain (validateProductAsync, with the SKU
 * uniqueness port over this merchant's live products); exceptId is the product being edited.
 */
export async function readProductForm(
  db: Db,
  customerId: number,
  input: Input,
  exceptId?: number,
): Promise<Result<ProductValues, readonly MessageCode[]>> {
  const issues: ValidationFieldIssue[] = [];
  const barcodeType = field(input, 'barcode_type');
  const brandType = field(input, 'brand_type');
  const productType = field(input, 'product_type');
  if (!isStatusOf(BARCODE_TYPES, barcodeType))
    issues.push(issue('barcode_type', message('SERVER.INVALID_FIELD', { field: 'barcode_type' })));
  if (!isStatusOf(BRAND_TYPES, brandType))
    issues.push(issue('brand_type', message('SERVER.INVALID_FIELD', { field: 'brand_type' })));
  if (!isStatusOf(PRODUCT_TYPES, productType))
    issues.push(issue('product_type', message('SERVER.INVALID_FIELD', { field: 'product_type' })));
  const flags: Record<string, boolean> = {};
  for (const name of FLAGS) {
    const flag = readFlag(input, name);
    if (flag.ok) flags[name] = flag.value;
    else issues.push(issue(name, flag.error));
  }
  for (const [name, max] of Object.entries(TEXT_LIMITS))
    if ([...field(input, name)].length > max)
      issues.push(issue(name, message('SERVER.TEXT_TOO_LONG', { field: name, max })));
  const link = field(input, 'product_link');
  if (link !== '' && !/^https?:\/\/\S+$/i.test(link))
    issues.push(issue('product_link', message('SERVER.HREF_INVALID')));
  const uploadIds = {
    brandCertificates: idList(field(input, 'brand_certificates')),
    images: idList(field(input, 'images')),
    certificates: idList(field(input, 'certificates')),
  };
  const brandCertificates = await uploadsOf(db, customerId, uploadIds.brandCertificates);
  const images = await uploadsOf(db, customerId, uploadIds.images);
  const certificates = await uploadsOf(db, customerId, uploadIds.certificates);
  for (const [name, files] of [
    ['brand_certificates', brandCertificates],
    ['images', images],
    ['certificates', certificates],
  ] as const)
    if (!files.ok) issues.push(issue(name, files.error));
  const form: ProductFormInput = {
    sku: field(input, 'sku'),
    nameEn: field(input, 'name_en'),
    nameZh: field(input, 'name_zh'),
    priceUsd: field(input, 'price'),
    declaredValueUsd: field(input, 'declared_value'),
    weightKg: field(input, 'weight'),
    lengthCm: field(input, 'length'),
    widthCm: field(input, 'width'),
    heightCm: field(input, 'height'),
    customsDescription: field(input, 'customs_description'),
    materialEn: field(input, 'material_en'),
    materialZh: field(input, 'material_zh'),
    hsCode: field(input, 'hs_code'),
    origin: field(input, 'origin'),
    barcodeType: (isStatusOf(BARCODE_TYPES, barcodeType)
      ? barcodeType
      : 'generated') as BarcodeType,
    barcode: field(input, 'barcode'),
    fbaBarcode: field(input, 'fba_barcode'),
    brandType: (isStatusOf(BRAND_TYPES, brandType) ? brandType : 'none') as BrandType,
    brandName: field(input, 'brand_name'),
    brandCertificates: brandCertificates.ok ? brandCertificates.value : [],
    images: images.ok ? images.value : [],
    certificates: certificates.ok ? certificates.value : [],
  };
  issues.push(...(await validateProductAsync(form, skuUniqueness(db, customerId, exceptId))));
  const hundredths: Record<string, number> = {};
  for (const name of ['price', 'declared_value', 'weight', 'length', 'width', 'height']) {
    const parsed = parsePositiveAmount(field(input, name));
    if (parsed.ok && parsed.value > MAX_HUNDREDTHS)
      issues.push(issue(name, message('VALIDATION.NUMBER_TOO_LARGE')));
    hundredths[name] = parsed.ok ? parsed.value : 0;
  }
  if (issues.length > 0) return err(issues);
  const hundredth = (name: string) => hundredths[name] ?? 0;
  return ok({
    sku: form.sku,
    name: form.nameEn,
    cn_name: form.nameZh,
    price_cents: hundredth('price'),
    declared_cents: hundredth('declared_value'),
    weight_centikg: hundredth('weight'),
    length_mm10: hundredth('length'),
    width_mm10: hundredth('width'),
    height_mm10: hundredth('height'),
    customs_description: form.customsDescription,
    material_en: field(input, 'material_en'),
    material_zh: field(input, 'material_zh'),
    usage: field(input, 'usage'),
    hs_code: form.hsCode,
    origin: form.origin,
    product_type: productType,
    barcode_type: barcodeType,
    barcode: field(input, 'barcode'),
    fba_barcode: field(input, 'fba_barcode'),
    brand_type: brandType,
    brand_name: brandType === 'none' ? '' : field(input, 'brand_name'),
    manufacturer: field(input, 'manufacturer'),
    product_link: link,
    spec_model: field(input, 'spec_model'),
    brand_certificates: JSON.stringify(uploadIds.brandCertificates),
    images: JSON.stringify(uploadIds.images),
    certificates: JSON.stringify(uploadIds.certificates),
    battery: flags['battery'] ?? false,
    liquid: flags['liquid'] ?? false,
    powder: flags['powder'] ?? false,
    dice: flags['dice'] ?? false,
    magnetism: flags['magnetism'] ?? false,
    packing_material: flags['packing_material'] ?? false,
  });
}

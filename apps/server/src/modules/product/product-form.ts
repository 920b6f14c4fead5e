import type {
  MessageCode,
  ProductFormFields,
  Result,
  UploadFileInfo,
  ValidationFieldIssue,
} from '@portal/domain';
import { PRODUCT_FORM_FIELDS } from '@portal/contract';
import { err, message, ok, parsePositiveAmount, validateProductFormAsync } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isFlagOn, isFlagText } from '../../http/flag';
import { skuUniqueness } from './repository';

const FLAGS = ['battery', 'liquid', 'powder', 'dice', 'magnetism', 'packing_material'] as const;
const UPLOAD_FIELDS = ['brand_certificates', 'images', 'certificates'] as const;

/**
 * The product form's fields as text: what create and edit take after validation, and what a row
 * of a batch-upload spreadsheet holds.
 */
export type ProductFormText = Required<ProductFormFields> &
  Readonly<Record<(typeof FLAGS)[number] | (typeof UPLOAD_FIELDS)[number], string>>;
type Input = ProductFormText;

/** A spreadsheet row as the form's text: every field of the contract's form, '' when absent. */
export function productFormText(cells: Readonly<Record<string, string>>): ProductFormText {
  const text = Object.fromEntries(
    Object.keys(PRODUCT_FORM_FIELDS).map((name) => [name, cells[name] ?? '']),
  );
  return text as ProductFormText;
}
type Db = Kysely<Database> | Transaction<Database>;

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

/**
 * Reads and validates the product form with the domain's validateProductFormAsync (SKU uniqueness
 * through the port over this merchant's live products, and `alsoTaken`: the SKUs of the rows an
 * upload has accepted so far); exceptId is the product being edited. Refusals are field issues
 * keyed by the wire names.
 */
export async function readProductForm(
  db: Db,
  customerId: number,
  input: Input,
  exceptId?: number,
  alsoTaken: ReadonlySet<string> = new Set(),
): Promise<Result<ProductValues, readonly ValidationFieldIssue[]>> {
  const issues: ValidationFieldIssue[] = [];
  const uploadIds = Object.fromEntries(
    UPLOAD_FIELDS.map((name) => [name, idList(input[name].trim())]),
  ) as Record<(typeof UPLOAD_FIELDS)[number], string[]>;
  const files: Record<string, UploadFileInfo[]> = {};
  for (const [name, ids] of Object.entries(uploadIds)) {
    const found = await uploadsOf(db, customerId, ids);
    if (found.ok) files[name] = found.value;
    else issues.push({ field: name, ...found.error });
  }
  for (const name of FLAGS)
    if (!isFlagText(input[name]))
      issues.push({ field: name, ...message('SERVER.INVALID_FIELD', { field: name }) });
  issues.push(
    ...(await validateProductFormAsync(
      input,
      skuUniqueness(db, customerId, exceptId, alsoTaken),
      files,
    )),
  );
  if (issues.length > 0) return err(issues);
  const hundredths = (text: string) => {
    const parsed = parsePositiveAmount(text.trim());
    return parsed.ok ? parsed.value : 0;
  };
  const text = (value: string) => value.trim();
  return ok({
    sku: text(input.sku),
    name: text(input.name_en),
    cn_name: text(input.name_zh),
    price_cents: hundredths(input.price),
    declared_cents: hundredths(input.declared_value),
    weight_centikg: hundredths(input.weight),
    length_mm10: hundredths(input.length),
    width_mm10: hundredths(input.width),
    height_mm10: hundredths(input.height),
    customs_description: text(input.customs_description),
    material_en: text(input.material_en),
    material_zh: text(input.material_zh),
    usage: text(input.usage),
    hs_code: text(input.hs_code),
    origin: text(input.origin),
    product_type: input.product_type,
    barcode_type: input.barcode_type,
    barcode: text(input.barcode),
    fba_barcode: text(input.fba_barcode),
    brand_type: input.brand_type,
    brand_name: input.brand_type === 'none' ? '' : text(input.brand_name),
    manufacturer: text(input.manufacturer),
    product_link: text(input.product_link),
    spec_model: text(input.spec_model),
    brand_certificates: JSON.stringify(uploadIds.brand_certificates),
    images: JSON.stringify(uploadIds.images),
    certificates: JSON.stringify(uploadIds.certificates),
    battery: isFlagOn(input.battery),
    liquid: isFlagOn(input.liquid),
    powder: isFlagOn(input.powder),
    dice: isFlagOn(input.dice),
    magnetism: isFlagOn(input.magnetism),
    packing_material: isFlagOn(input.packing_material),
  });
}

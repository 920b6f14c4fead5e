import type { MessageCode, Result, ValidationFieldIssue } from '@portal/domain';
import { err, message, ok, validateRma } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { readFlag } from '../shared/read-flag';

type Input = Readonly<Record<string, string>>;
type Db = Kysely<Database> | Transaction<Database>;
const TEXT_MAX = 100;
const LINES_MAX = 100;
const QUANTITY_MAX = 1_000_000;

export interface RmaValues {
  readonly warehouseId: number;
  readonly lines: readonly { readonly productId: number; readonly quantity: number }[];
  readonly columns: {
    readonly tracking_numbers: string;
    readonly shipping_method: string;
    readonly order_number: string;
    readonly back_to_shelf: boolean;
  };
}

const field = (input: Input, name: string) => (input[name] ?? '').trim();
const issue = (name: string, code: MessageCode): ValidationFieldIssue => ({ field: name, ...code });
const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function parseLines(text: string): { sku: string; quantity: string }[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > LINES_MAX) return undefined;
    return value.map((item) => {
      const record =
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return { sku: asText(record['sku']), quantity: asText(record['quantity']) };
    });
  } catch {
    return undefined;
  }
}

/**
 * The return form: the domain's validateRma (products, quantities, tracking numbers), the texts'
 * lengths, and what needs the database: an approved warehouse and the merchant's own live SKUs.
 */
export async function readRmaForm(
  db: Db,
  customerId: number,
  input: Input,
): Promise<Result<RmaValues, readonly MessageCode[]>> {
  const issues: ValidationFieldIssue[] = [];
  const lines = parseLines(field(input, 'lines'));
  if (lines === undefined)
    issues.push(issue('lines', message('SERVER.INVALID_FIELD', { field: 'lines' })));
  const backToShelf = readFlag(input, 'back_to_shelf');
  if (!backToShelf.ok) issues.push(issue('back_to_shelf', backToShelf.error));
  for (const name of ['shipping_method', 'order_number'])
    if ([...field(input, name)].length > TEXT_MAX)
      issues.push(issue(name, message('SERVER.TEXT_TOO_LONG', { field: name, max: TEXT_MAX })));
  const trackingNumbers = field(input, 'tracking_numbers')
    .split(/[,\n]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const products = lines ?? [];
  issues.push(
    ...validateRma({
      orderNumber: field(input, 'order_number'),
      shippingMethod: field(input, 'shipping_method'),
      trackingNumbers,
      products,
    }),
  );
  const warehouseText = field(input, 'warehouse_id');
  const warehouseId = /^[1-9]\d{0,8}$/.test(warehouseText) ? Number(warehouseText) : 0;
  const approved =
    warehouseId === 0
      ? undefined
      : await db
          .selectFrom('customer_warehouses')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('warehouse_id', '=', warehouseId)
          .where('status', '=', 'approved')
          .executeTakeFirst();
  if (!approved) issues.push(issue('warehouse_id', message('SERVER.WAREHOUSE_NOT_ACTIVE')));
  const skus = products.map((p) => p.sku);
  const found =
    skus.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'sku'])
          .where('customer_id', '=', customerId)
          .where('status', '<>', 'deleted')
          .where('sku', 'in', skus)
          .execute();
  const bySku = new Map(found.map((p) => [p.sku, p.id]));
  products.forEach((line, index) => {
    if (Number(line.quantity) > QUANTITY_MAX)
      issues.push(
        issue(
          `products.${index}.quantity`,
          message('SERVER.QUANTITY_TOO_LARGE', { max: QUANTITY_MAX }),
        ),
      );
    if (skus.indexOf(line.sku) !== index)
      issues.push(
        issue(`products.${index}.sku`, message('SERVER.SKU_REPEATED', { sku: line.sku })),
      );
    else if (line.sku !== '' && !bySku.has(line.sku))
      issues.push(issue(`products.${index}.sku`, message('SERVER.SKU_UNKNOWN', { sku: line.sku })));
  });
  if (issues.length > 0 || !backToShelf.ok) return err(issues);
  return ok({
    warehouseId,
    lines: products.map((p) => ({
      productId: bySku.get(p.sku) ?? 0,
      quantity: Number(p.quantity),
    })),
    columns: {
      tracking_numbers: JSON.stringify(trackingNumbers),
      shipping_method: field(input, 'shipping_method'),
      order_number: field(input, 'order_number'),
      back_to_shelf: backToShelf.value,
    },
  });
}

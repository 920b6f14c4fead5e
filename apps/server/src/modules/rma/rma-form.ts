import type { MessageCode, Result, ValidationFieldIssue } from '@portal/domain';
import {
  err,
  message,
  ok,
  parseFormRows,
  RMA_LINES_MAX,
  splitTrackingNumbers,
  validateRmaForm,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';

/** The return form's fields as create and edit both take them (after validation). */
type Input = Omit<InputFor<'rma.create'>, 'submit'>;
type Db = Kysely<Database> | Transaction<Database>;

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

const issue = (name: string, code: MessageCode): ValidationFieldIssue => ({ field: name, ...code });

/**
 * The return form: the domain's validateRmaForm (every field rule, keyed by the wire names), and
 * what needs the database: an approved warehouse and the merchant's own live SKUs.
 */
export async function readRmaForm(
  db: Db,
  customerId: number,
  input: Input,
): Promise<Result<RmaValues, readonly ValidationFieldIssue[]>> {
  const issues = validateRmaForm(input);
  const parsed = parseFormRows(input.lines, RMA_LINES_MAX);
  const products = (parsed.ok ? parsed.value : []).map((row) => ({
    sku: row['sku'] ?? '',
    quantity: row['quantity'] ?? '',
  }));
  const trackingNumbers = splitTrackingNumbers(input.tracking_numbers);
  const warehouseId = input.warehouse_id;
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
    if (skus.indexOf(line.sku) === index && line.sku !== '' && !bySku.has(line.sku))
      issues.push(issue(`lines.${index}.sku`, message('SERVER.SKU_UNKNOWN', { sku: line.sku })));
  });
  if (issues.length > 0) return err(issues);
  return ok({
    warehouseId,
    lines: products.map((p) => ({
      productId: bySku.get(p.sku) ?? 0,
      quantity: Number(p.quantity),
    })),
    columns: {
      tracking_numbers: JSON.stringify(trackingNumbers),
      shipping_method: input.shipping_method.trim(),
      order_number: input.order_number.trim(),
      back_to_shelf: isFlagOn(input.back_to_shelf),
    },
  });
}

import type { Result, ValidationFieldIssue } from '@portal/domain';
import {
  err,
  ok,
  parseFormRows,
  RMA_LINES_MAX,
  splitTrackingNumbers,
  validateMerchantRecords,
  validateRmaForm,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { warehouseApproval } from '../customer/repository';
import { liveProducts } from './repository';

/** The return form's fields as create and edit both take them (after validation). */
type Input = Omit<InputFor<'rma.create'>, 'submit'>;
type Db = Kysely<Database> | Transaction<Database>;

export type { RmaValues } from './rma-values';
import type { RmaValues } from './rma-values';

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
  // The database facts enter the domain's rule through ports (an approved warehouse, own SKUs).
  const records = await validateMerchantRecords(
    { warehouse_id: warehouseId, skus: products.map((p) => p.sku) },
    { warehouses: warehouseApproval(db, customerId), products: liveProducts(db, customerId) },
    { blankWarehouse: 'refuse', unknownSku: 'SERVER.SKU_UNKNOWN' },
  );
  issues.push(...records.issues);
  if (issues.length > 0) return err(issues);
  return ok({
    warehouseId,
    lines: products.map((p) => ({
      productId: records.bySku.get(p.sku)?.id ?? 0,
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

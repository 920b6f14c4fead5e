import { lineQuantityIssues } from './asn-form';
import {
  firstIssuePerField,
  parseFormRows,
  renameIssueFields,
  repeatedSkuIssues,
  splitTrackingNumbers,
  validateMaxLength,
} from './form-fields';
import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, validateRequiredField } from './issues';
import { validateRma } from './rma';

/** The return form as it travels (the contract's RMA_FORM_FIELDS). */
export interface RmaFormFields {
  readonly warehouse_id: string | number;
  /** JSON [{ sku, quantity }]. */
  readonly lines: string;
  /** Comma- or line-separated. */
  readonly tracking_numbers: string;
  readonly shipping_method: string;
  readonly order_number: string;
}

export const RMA_LINES_MAX = 100;
export const RMA_TEXT_MAX = 100;

/** validateRma's field names -> the wire names. */
function wireField(field: string): string {
  const [head = '', index, sub] = field.split('.');
  if (head === 'trackingNumbers') return 'tracking_numbers';
  if (head === 'products') return index === undefined ? 'lines' : `lines.${index}.${sub}`;
  if (head === 'orderNumber') return 'order_number';
  if (head === 'shippingMethod') return 'shipping_method';
  return field;
}

/**
 * Every rule of the return form, keyed by the wire field names (`lines.0.quantity`), one issue
 * per field: a warehouse, the lines list, validateRma (products, SKUs, quantities, tracking
 * numbers), the texts' lengths, a SKU listed once. What needs the database (an approved
 * warehouse, the merchant's own SKUs) the server adds.
 */
export function validateRmaForm(form: RmaFormFields): ValidationFieldIssue[] {
  const parsed = parseFormRows(form.lines, RMA_LINES_MAX);
  const rows = parsed.ok ? parsed.value : [];
  const domain = validateRma({
    orderNumber: form.order_number.trim(),
    shippingMethod: form.shipping_method.trim(),
    trackingNumbers: splitTrackingNumbers(form.tracking_numbers),
    products: rows.map((row) => ({ sku: row['sku'] ?? '', quantity: row['quantity'] ?? '' })),
  });
  return firstIssuePerField([
    ...(parsed.ok ? [] : [{ field: 'lines', ...parsed.error }]),
    ...collectFieldIssues([
      ['warehouse_id', validateRequiredField(String(form.warehouse_id))],
      ['shipping_method', validateMaxLength(form.shipping_method.trim(), RMA_TEXT_MAX)],
      ['order_number', validateMaxLength(form.order_number.trim(), RMA_TEXT_MAX)],
    ]),
    ...renameIssueFields(domain, wireField),
    ...lineQuantityIssues(rows),
    ...repeatedSkuIssues(
      rows.map((row) => row['sku'] ?? ''),
      (index) => `lines.${index}.sku`,
    ),
  ]);
}

import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import { validateMaxLength } from '../validation/form-fields';
import type { ValidationFieldIssue } from '../validation/issues';
import { collectFieldIssues, firstFailure, validateRequiredField } from '../validation/issues';
import { validateTrackingNumber } from '../validation/shipment-boxes';
import type { TemplateColumn } from './columns';
import { columnFinder } from './columns';
import type { TemplateMessageCode } from './message-codes';
import type { TemplateRow, TemplateRowIssues } from './order-upload';

/**
 * The tracking template (/order/fetchUpload): for orders shipped on the merchant's own labels,
 * the order (its portal order number or its reference number), the carrier and the tracking
 * number. One row per order.
 */
export const TRACKING_UPLOAD_COLUMNS = [
  { field: 'order_no', en: 'Order number', zh: '订单号' },
  { field: 'carrier', en: 'Carrier', zh: '承运商' },
  { field: 'tracking_no', en: 'Tracking number', zh: '跟踪号' },
] as const satisfies readonly TemplateColumn[];

export type TrackingUploadField = (typeof TRACKING_UPLOAD_COLUMNS)[number]['field'];

export const trackingUploadFieldOfHeader = columnFinder(TRACKING_UPLOAD_COLUMNS);

/** The longest carrier name and tracking number a label takes. */
export const TRACKING_CARRIER_MAX = 50;
export const TRACKING_NUMBER_MAX = 50;

const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);
const cell = (row: TemplateRow, field: TrackingUploadField) => (row.cells[field] ?? '').trim();

/**
 * Every row of a tracking file: an order number, a carrier (at most 50), a tracking number as
 * everywhere (no Chinese, no spaces, at most 50); an order named on two rows is refused on the
 * second. Which orders accept it is the order machine's rule (ownLabelTrackingRefusal).
 */
export function checkTrackingRows(rows: readonly TemplateRow[]): TemplateRowIssues[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const orderNo = cell(row, 'order_no');
    const issues: ValidationFieldIssue[] = collectFieldIssues([
      ['order_no', validateRequiredField(orderNo)],
      [
        'carrier',
        firstFailure(
          () => validateRequiredField(cell(row, 'carrier')),
          () => validateMaxLength(cell(row, 'carrier'), TRACKING_CARRIER_MAX),
        ),
      ],
      [
        'tracking_no',
        firstFailure(
          () => validateTrackingNumber(cell(row, 'tracking_no')),
          () => validateMaxLength(cell(row, 'tracking_no'), TRACKING_NUMBER_MAX),
        ),
      ],
    ]);
    const earlier = seen.get(orderNo);
    if (orderNo !== '' && earlier !== undefined)
      issues.push({
        field: 'order_no',
        ...templateMessage('TEMPLATE.TRACKING_ORDER_REPEATED', { row: earlier }),
      });
    if (orderNo !== '' && earlier === undefined) seen.set(orderNo, row.number);
    return { row: row.number, key: orderNo, issues };
  });
}

/** A tracking sheet is refused whole without its order number column or without rows. */
export function checkTrackingSheet(
  fields: readonly (string | undefined)[],
  rows: number,
): MessageCode | undefined {
  if (!fields.includes('order_no'))
    return templateMessage('TEMPLATE.HEADER_MISSING', { column: 'order_no' });
  if (rows === 0) return templateMessage('TEMPLATE.NO_ROWS');
  return undefined;
}

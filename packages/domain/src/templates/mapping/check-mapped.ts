import type { MessageCode } from '../../shared/result';
import { message } from '../../shared/result';
import type { ValidationFieldIssue } from '../../validation/issues';
import type { TemplateMessageCode } from '../message-codes';
import type { OrderRowOptions, OrderSheetLimits } from '../order-batch';
import { checkOrderGroup, groupOrderRows, ORDER_SHEET_LIMITS } from '../order-batch';
import type { TemplateRowIssues } from '../order-upload';
import { ORDER_UPLOAD_COLUMNS } from '../order-upload';
import type { MappedOrderSheet, SkippedRow } from './apply-mapping';

const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);

/**
 * What refuses a whole file read through a mapping: a heading the mapping reads that the file
 * lacks (named, so the merchant sees which mapping does not fit), no order number at all, no
 * data row, more orders than the limit. Skipped rows count as rows of the file, not as orders.
 */
export function checkMappedOrderSheet(
  sheet: MappedOrderSheet,
  limits: OrderSheetLimits = ORDER_SHEET_LIMITS,
): MessageCode | undefined {
  const [absent] = sheet.absent;
  if (absent !== undefined)
    return templateMessage('TEMPLATE.MAPPING_HEADING_ABSENT', { heading: absent });
  if (sheet.headingsOf.reference_number === undefined)
    return templateMessage('TEMPLATE.HEADER_MISSING', { column: 'reference_number' });
  if (sheet.rows.length === 0 && sheet.skipped.length === 0)
    return templateMessage('TEMPLATE.NO_ROWS');
  const orders = groupOrderRows(sheet.rows).length;
  if (orders > limits.ordersMax)
    return templateMessage('TEMPLATE.TOO_MANY_ORDERS', { max: limits.ordersMax, orders });
  return undefined;
}

/** The verdict of a mapped file: each row checked (file order), and each row skipped with its reason. */
export interface MappedOrderVerdict {
  readonly rows: readonly TemplateRowIssues[];
  readonly skipped: readonly SkippedRow[];
}

const ORDER_FIELDS = new Set<string>(
  ORDER_UPLOAD_COLUMNS.filter((column) => column.scope === 'order').map((column) => column.field),
);
const isRefusalPointer = (issue: ValidationFieldIssue) => issue.code === 'TEMPLATE.ORDER_REFUSED';

/**
 * Every rule an order file meets once mapped, in one answer (issue 27: one round of errors): each
 * order through checkOrderGroup, plus what the mapping found on its rows (a value no map
 * translates). An order imports whole or not at all, so the other rows of an order with a
 * problem point at its first row with one (`TEMPLATE.ORDER_REFUSED`), as checkOrderGroup does.
 */
export function checkMappedOrderRows(
  sheet: MappedOrderSheet,
  options: OrderRowOptions = {},
): MappedOrderVerdict {
  const byRow = new Map<number, TemplateRowIssues>();
  for (const group of groupOrderRows(sheet.rows)) {
    const verdicts = checkOrderGroup(group.rows, options);
    // A value the mapping could not translate is that field's problem: the rules' complaint
    // about the untranslated text would say the same thing twice.
    const own = verdicts.map((verdict, index) => {
      // An order's cells are read from its first row (checkOrderGroup): a later row's order cell
      // is only compared with it, so its untranslated value is the first row's problem alone.
      const mapped = (sheet.issues.get(verdict.row) ?? []).filter(
        (issue) => index === 0 || !ORDER_FIELDS.has(issue.field),
      );
      const untranslated = new Set(mapped.map((issue) => issue.field));
      return {
        ...verdict,
        issues: [
          ...verdict.issues.filter(
            (issue) => !isRefusalPointer(issue) && !untranslated.has(issue.field),
          ),
          ...mapped,
        ],
      };
    });
    const problem = own.find((verdict) => verdict.issues.length > 0);
    for (const verdict of own)
      byRow.set(verdict.row, {
        ...verdict,
        issues:
          problem !== undefined && verdict.issues.length === 0
            ? [
                {
                  field: 'reference_number',
                  ...templateMessage('TEMPLATE.ORDER_REFUSED', { row: problem.row }),
                },
              ]
            : verdict.issues,
      });
  }
  return {
    rows: sheet.rows.map((row) => byRow.get(row.number) as TemplateRowIssues),
    skipped: sheet.skipped,
  };
}

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
 * One order's verdicts (checkOrderGroup's, file order) with what the mapping found on its rows (a
 * value no map translates): an untranslated value is its field's one problem on that row, the
 * rules' complaint about the raw text dropped; an order cell's only on the order's first row, as
 * the order's cells are read from there. The other rows of an order with a problem point at its
 * first row with one (`TEMPLATE.ORDER_REFUSED`), as checkOrderGroup does. The server's import
 * calls this on each group it checks, so it answers as checkMappedOrderRows does.
 */
export function withMappingIssues(
  verdicts: readonly TemplateRowIssues[],
  issues: ReadonlyMap<number, readonly ValidationFieldIssue[]>,
): TemplateRowIssues[] {
  const own = verdicts.map((verdict, index) => {
    const mapped = (issues.get(verdict.row) ?? []).filter(
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
  return own.map((verdict) =>
    problem !== undefined && verdict.issues.length === 0
      ? {
          ...verdict,
          issues: [
            {
              field: 'reference_number',
              ...templateMessage('TEMPLATE.ORDER_REFUSED', { row: problem.row }),
            },
          ],
        }
      : verdict,
  );
}

/**
 * Every rule an order file meets once mapped, in one answer (one round of errors, ADR 0072): each
 * order through checkOrderGroup, with what the mapping found on its rows (withMappingIssues);
 * rows come back in file order, the skipped ones apart with their reason.
 */
export function checkMappedOrderRows(
  sheet: MappedOrderSheet,
  options: OrderRowOptions = {},
): MappedOrderVerdict {
  const byRow = new Map<number, TemplateRowIssues>();
  for (const group of groupOrderRows(sheet.rows))
    for (const verdict of withMappingIssues(checkOrderGroup(group.rows, options), sheet.issues))
      byRow.set(verdict.row, verdict);
  return {
    rows: sheet.rows.map((row) => byRow.get(row.number) as TemplateRowIssues),
    skipped: sheet.skipped,
  };
}

import type { MessageCode } from '../../shared/result';
import { message } from '../../shared/result';
import type { ValidationFieldIssue } from '../../validation/issues';
import type { TemplateMessageCode } from '../message-codes';
import type { OrderSheetColumn, SheetRows } from '../order-batch';
import type { OrderUploadField, TemplateRow } from '../order-upload';
import { orderUploadFieldOfHeader } from '../order-upload';
import type { FieldRule, OrderMapping, SkipRule, ValueMap } from './field-rules';
import { absentHeadings, headingKey, sourceHeadings } from './field-rules';
import { applyBuiltInMap } from './value-maps';

const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);

/** A row the mapping's skip rules leave out, and why (shown per row, ADR 0072). */
export interface SkippedRow {
  readonly row: number;
  /** The row's order number after the mapping, as the verdicts name rows. */
  readonly key: string;
  readonly reason: MessageCode;
  /** Its cells by template field, as a checked row has them (the server stores them). */
  readonly cells: Readonly<Record<string, string>>;
}

/**
 * A sheet after the mapping: its columns (each heading with the first field it feeds), the rows to
 * check by template field, the rows skipped with their reason, the problems the mapping itself
 * found per row (a value no map translates), and the headings the file lacks.
 */
export interface MappedOrderSheet {
  readonly columns: readonly OrderSheetColumn[];
  readonly rows: readonly TemplateRow[];
  readonly skipped: readonly SkippedRow[];
  readonly issues: ReadonlyMap<number, readonly ValidationFieldIssue[]>;
  readonly absent: readonly string[];
  /** The file's heading (or headings) each field is read from, for messages naming the file's column. */
  readonly headingsOf: Readonly<Partial<Record<OrderUploadField, string>>>;
}

/** Splits a full name at its last space: `Mary Ann Smith` → `Mary Ann` / `Smith`; one word is a first name. */
export function splitFullName(fullName: string): { first: string; last: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const at = name.lastIndexOf(' ');
  return at < 0
    ? { first: name, last: '' }
    : { first: name.slice(0, at), last: name.slice(at + 1) };
}

type Cells = (heading: string) => string;

function sourceText(rule: FieldRule, cellOf: Cells): string {
  const { source } = rule;
  switch (source.kind) {
    case 'column':
      return cellOf(source.heading);
    case 'fixed':
      return source.value.trim();
    case 'first_of':
      return source.headings.map(cellOf).find((text) => text !== '') ?? '';
    case 'name_part':
      return splitFullName(cellOf(source.heading))[source.part];
  }
}

/** The map's text for a non-empty cell: the merchant's pair, else the built-in map, else undefined. */
function mapped(map: ValueMap, text: string): string | undefined {
  const pair = map.pairs?.find((candidate) => headingKey(candidate.from) === headingKey(text));
  if (pair) return pair.to.trim();
  if (map.builtIn === undefined) return map.pairs === undefined ? text : undefined;
  return applyBuiltInMap(map.builtIn, text, map.unit?.trim().toLowerCase());
}

function unmappedIssue(rule: FieldRule, heading: string, value: string): ValidationFieldIssue {
  const params = { column: heading, value };
  const code: TemplateMessageCode =
    rule.map?.builtIn === 'country'
      ? 'TEMPLATE.VALUE_NOT_COUNTRY'
      : rule.map?.builtIn === 'weight_kg'
        ? 'TEMPLATE.VALUE_NOT_WEIGHT'
        : rule.map?.builtIn === 'length_cm'
          ? 'TEMPLATE.VALUE_NOT_LENGTH'
          : rule.map?.builtIn === 'amount'
            ? 'TEMPLATE.VALUE_NOT_AMOUNT'
            : 'TEMPLATE.VALUE_NOT_MAPPED';
  return { field: rule.field, ...templateMessage(code, params) };
}

function skipReason(rule: SkipRule, cell: string): MessageCode | undefined {
  if (rule.when === 'empty')
    return cell === ''
      ? templateMessage('TEMPLATE.ROW_SKIPPED_EMPTY', { column: rule.heading })
      : undefined;
  return rule.values.some((value) => headingKey(value) === headingKey(cell))
    ? templateMessage('TEMPLATE.ROW_SKIPPED_VALUE', { column: rule.heading, value: cell })
    : undefined;
}

/**
 * A sheet read through a mapping kept as data, the same in the browser, the server and
 * portal-check: each field from its rule (a column, a fixed value, the first non-empty of several
 * columns, a part of a full name), translated by its value map; a field without a rule from the
 * template's own heading when the file has it. A row a skip rule matches is left out with its
 * reason; a cell no map translates is a problem of its row, named by the file's column, and the
 * row keeps the cell as written so every other rule still sees it.
 */
export function applyOrderMapping(sheet: SheetRows, mapping: OrderMapping): MappedOrderSheet {
  const indexOf = new Map<string, number>();
  sheet.header.forEach((heading, index) => {
    const key = headingKey(heading);
    if (!indexOf.has(key)) indexOf.set(key, index);
  });
  const ruled = new Set<string>(mapping.fields.map((rule) => rule.field));
  const templateColumns = sheet.header
    .map((heading, index) => ({ field: orderUploadFieldOfHeader(heading), index, heading }))
    .filter(
      (column): column is { field: OrderUploadField; index: number; heading: string } =>
        column.field !== undefined && !ruled.has(column.field),
    )
    .filter(
      (column, position, all) =>
        all.findIndex((other) => other.field === column.field) === position,
    );

  const headingsOf: Partial<Record<OrderUploadField, string>> = {};
  for (const rule of mapping.fields) {
    const headings = sourceHeadings(rule.source).filter((heading) =>
      indexOf.has(headingKey(heading)),
    );
    if (headings.length > 0) headingsOf[rule.field] = headings.join(' / ');
  }
  for (const column of templateColumns) headingsOf[column.field] = column.heading.trim();
  const columns = sheet.header.map((heading) => {
    const rule = mapping.fields.find((candidate) =>
      sourceHeadings(candidate.source).some((h) => headingKey(h) === headingKey(heading)),
    );
    const template = templateColumns.find((column) => column.heading === heading);
    return { heading, field: rule?.field ?? template?.field };
  });

  const rows: TemplateRow[] = [];
  const skipped: SkippedRow[] = [];
  const issues = new Map<number, ValidationFieldIssue[]>();
  for (const { number, cells } of sheet.rows) {
    const cellOf: Cells = (heading) => {
      const index = indexOf.get(headingKey(heading));
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const byField: Record<string, string> = {};
    const rowIssues: ValidationFieldIssue[] = [];
    for (const rule of mapping.fields) {
      const text = sourceText(rule, cellOf);
      const translated = rule.map && text !== '' ? mapped(rule.map, text) : text;
      if (translated === undefined)
        rowIssues.push(unmappedIssue(rule, headingsOf[rule.field] ?? rule.field, text));
      byField[rule.field] = translated ?? text;
    }
    for (const column of templateColumns) byField[column.field] = cells[column.index] ?? '';
    const reason = mapping.skip
      .map((rule) => skipReason(rule, cellOf(rule.heading)))
      .find((found) => found !== undefined);
    if (reason) {
      skipped.push({
        row: number,
        key: (byField['reference_number'] ?? '').trim(),
        reason,
        cells: byField,
      });
      continue;
    }
    rows.push({ number, cells: byField });
    if (rowIssues.length > 0) issues.set(number, rowIssues);
  }
  return {
    columns,
    rows,
    skipped,
    issues,
    absent: absentHeadings(mapping, sheet.header),
    headingsOf,
  };
}

// Support for the presets' tests and benchmarks: a sheet in an export's own format, a merchant's
// copy of a preset, and a file's verdict in the shape the tests compare.
import type { SheetRows } from '../../order-batch';
import { applyOrderMapping } from '../apply-mapping';
import { checkMappedOrderRows, checkMappedOrderSheet } from '../check-mapped';
import type { FieldRule, OrderMapping } from '../field-rules';
import type { OrderMappingPreset } from './preset';

/** A sheet in the export's format: every published column in its order, one row per record. */
export const exportSheet = (
  preset: OrderMappingPreset,
  rows: readonly Readonly<Record<string, string>>[],
): SheetRows => ({
  header: [...preset.headings],
  rows: rows.map((row, index) => ({
    number: index + 2,
    cells: preset.headings.map((heading) => row[heading] ?? ''),
  })),
});

/** The same export as tab-separated text, as Amazon's reports are written. */
export const tabText = (sheet: SheetRows) =>
  [sheet.header, ...sheet.rows.map((row) => row.cells)].map((cells) => cells.join('\t')).join('\n');

/** The merchant's copy of a preset: their rules added, replacing the preset's for the same field. */
export const copyOf = (preset: OrderMappingPreset, rules: readonly FieldRule[]): OrderMapping => ({
  fields: [
    ...preset.mapping.fields.filter((rule) => !rules.some((added) => added.field === rule.field)),
    ...rules,
  ],
  skip: preset.mapping.skip,
});

export const fixed = (field: FieldRule['field'], value: string): FieldRule => ({
  field,
  source: { kind: 'fixed', value },
});

/**
 * A file's verdict: what refuses it whole (if anything), each row's fields with a problem and
 * its codes (by row number), each skipped row as [row, order number, reason], and the mapped sheet.
 */
export function verdictOf(sheet: SheetRows, mapping: OrderMapping) {
  const mapped = applyOrderMapping(sheet, mapping);
  const verdict = checkMappedOrderRows(mapped);
  return {
    refused: checkMappedOrderSheet(mapped),
    fields: Object.fromEntries(
      verdict.rows.map((row) => [row.row, [...new Set(row.issues.map((issue) => issue.field))]]),
    ),
    codes: Object.fromEntries(
      verdict.rows.map((row) => [row.row, row.issues.map((issue) => issue.code)]),
    ),
    skipped: verdict.skipped.map((row) => [row.row, row.key, row.reason] as const),
    mapped,
  };
}

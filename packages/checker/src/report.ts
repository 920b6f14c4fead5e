import type {
  Language,
  MessageCode,
  Result,
  TemplateColumn,
  TemplateRowIssues,
} from '@portal/domain';
import { ORDER_UPLOAD_COLUMNS, PRODUCT_UPLOAD_COLUMNS } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { FileKind } from './check-file';

/** The exit status: the file would import cleanly, some rows fail, the file cannot be read. */
export const EXIT = { clean: 0, rowsFail: 1, unreadable: 2 } as const;

export interface ReportedIssue {
  /** The template field (wire name) the problem is on. */
  readonly field: string;
  /** That field's column header in the report's language. */
  readonly column: string;
  readonly code: string;
  readonly params?: MessageCode['params'];
  readonly message: string;
}

export interface ReportedRow {
  readonly row: number;
  readonly key: string;
  readonly ok: boolean;
  readonly issues: readonly ReportedIssue[];
}

/** What `--json` prints: stable for scripts (codes and params), texts in the asked language. */
export interface CheckReport {
  readonly file: string;
  readonly kind: FileKind;
  readonly language: Language;
  readonly outcome: 'clean' | 'rows_fail' | 'unreadable';
  readonly exitCode: (typeof EXIT)[keyof typeof EXIT];
  /** Why the whole file is refused, for outcome `unreadable`. */
  readonly refusal?: {
    readonly code: string;
    readonly params?: MessageCode['params'];
    readonly message: string;
  };
  readonly rows: readonly ReportedRow[];
  /** Rows a mapping's skip rules left out, each with its reason (`--mapping`, `--preset`). */
  readonly skipped?: readonly ReportedSkip[];
}

export interface ReportedSkip {
  readonly row: number;
  readonly key: string;
  readonly code: string;
  readonly params?: MessageCode['params'];
  readonly message: string;
}

/** What a mapped check adds to the rows: the skipped rows, and the file's heading of each field. */
export interface MappedExtras {
  readonly skipped: readonly { row: number; key: string; reason: MessageCode }[];
  readonly headingsOf: Readonly<Record<string, string>>;
}

const COLUMNS: Readonly<Record<FileKind, readonly TemplateColumn[]>> = {
  orders: ORDER_UPLOAD_COLUMNS,
  products: PRODUCT_UPLOAD_COLUMNS,
};

export function reportOf(
  kind: FileKind,
  file: string,
  result: Result<readonly TemplateRowIssues[], MessageCode>,
  language: Language,
  mapped?: MappedExtras,
): CheckReport {
  const base = { file, kind, language };
  if (!result.ok)
    return {
      ...base,
      outcome: 'unreadable',
      exitCode: EXIT.unreadable,
      refusal: { ...result.error, message: translate(language, result.error) },
      rows: [],
    };
  // Through a mapping a problem names the file's own column; a fixed value's field has none.
  const columnOf = (field: string) =>
    mapped?.headingsOf[field] ??
    COLUMNS[kind].find((column) => column.field === field)?.[language] ??
    field;
  const rows = result.value.map(({ row, key, issues }) => ({
    row,
    key,
    ok: issues.length === 0,
    issues: issues.map(({ field, code, params }) => ({
      field,
      column: columnOf(field),
      code,
      ...(params === undefined ? {} : { params }),
      message: translate(language, { code, params }),
    })),
  }));
  const clean = rows.every((row) => row.ok);
  return {
    ...base,
    outcome: clean ? 'clean' : 'rows_fail',
    exitCode: clean ? EXIT.clean : EXIT.rowsFail,
    rows,
    ...(mapped === undefined
      ? {}
      : {
          skipped: mapped.skipped.map(({ row, key, reason }) => ({
            row,
            key,
            ...reason,
            message: translate(language, reason),
          })),
        }),
  };
}

/** The report as lines for a person: the summary, then each failing row with its problems. */
export function textOf(report: CheckReport): string {
  const t = (code: string, params?: MessageCode['params']) =>
    translate(report.language, { code, params });
  if (report.refusal)
    return `${t('CHECKER.REFUSED', { file: report.file, reason: report.refusal.message })}\n`;
  const failed = report.rows.filter((row) => !row.ok);
  const skipped = report.skipped ?? [];
  const counts = { file: report.file, rows: report.rows.length, failed: failed.length };
  const lines = [
    skipped.length === 0
      ? t('CHECKER.SUMMARY', counts)
      : t('CHECKER.SUMMARY_SKIPPED', { ...counts, skipped: skipped.length }),
  ];
  const rowLine = (row: number, key: string) =>
    t('CHECKER.ROW', { row, key: key === '' ? '-' : key });
  for (const row of failed) {
    lines.push(rowLine(row.row, row.key));
    for (const issue of row.issues) lines.push(`  ${issue.column}: ${issue.message}`);
  }
  for (const row of skipped) lines.push(`${rowLine(row.row, row.key)} ${row.message}`);
  if (failed.length === 0) lines.push(t('CHECKER.CLEAN'));
  return `${lines.join('\n')}\n`;
}

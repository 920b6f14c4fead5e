import { API_CODES } from '@portal/contract';
import type { Language } from '@portal/domain';
import {
  dateRangeBounds,
  EXPORT_MAX_ROWS,
  message,
  validateDateRangeFilter,
  validateExportRowCount,
} from '@portal/domain';
import { translate } from '@portal/i18n';
import { CONTENT_TYPES, xlsxBase64Of } from '@portal/spreadsheet';
import { LEDGER_KINDS } from '../../db/ledger';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { listLedger } from '../dashboard/repository';

const HEADINGS = [
  'UI.RECHARGE.DATE',
  'UI.RECHARGE.KIND',
  'UI.RECHARGE.AMOUNT_SIGNED',
  'UI.RECHARGE.BALANCE_AFTER',
  'UI.RECHARGE.CURRENCY',
  'UI.RECHARGE.REFERENCE',
] as const;

const kindKey = (kind: string) => `UI.RECHARGE.KIND_${kind.toUpperCase()}`;
const decimal = (minor: number | string | bigint) => (Number(minor) / 100).toFixed(2);

/**
 * The transactions (every ledger movement, optionally one kind) as one XLSX sheet, newest first,
 * headings and kinds in the reader's language; more than the export limit is refused.
 */
export async function exportTransactions(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'recharge.transactionsExport'>,
  language: Language,
): Promise<
  Outcome<{ file_name: string; content_type: string; content_base64: string; rows: number }>
> {
  const kind = input.kind.trim();
  if (kind !== '' && !(LEDGER_KINDS as readonly string[]).includes(kind))
    return invalidFields([
      { field: 'kind', ...message('SERVER.INVALID_FIELD', { field: 'kind' }) },
    ]);
  const issues = validateDateRangeFilter(input);
  if (issues.length > 0) return invalidFields(issues);
  const page = await listLedger(
    deps.db,
    session.customerId,
    { kind: kind || undefined, ...dateRangeBounds(input) },
    { limit: EXPORT_MAX_ROWS, offset: 0 },
  );
  const tooMany = validateExportRowCount(page.total);
  if (tooMany !== undefined) return fail(API_CODES.invalid, tooMany);
  const text = (key: string) => translate(language, message(key));
  const rows = [
    HEADINGS.map(text),
    ...page.rows.map((row) => [
      new Date(row.created_at).toISOString(),
      text(kindKey(row.kind)),
      decimal(row.amount_minor),
      decimal(row.balance_after_minor),
      row.currency,
      row.reference,
    ]),
  ];
  return succeed({
    file_name: `transactions-${deps.now().toISOString().slice(0, 10)}.xlsx`,
    content_type: CONTENT_TYPES.xlsx,
    content_base64: xlsxBase64Of([{ name: 'transactions', rows }]),
    rows: page.rows.length,
  });
}

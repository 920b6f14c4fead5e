import type { OrderUploadIssue } from '@portal/contract';
import type { Language, OrderUploadField, ValidationFieldIssue } from '@portal/domain';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import type { TFunction } from 'i18next';

/** The template's own heading of a field in the reader's language (the field itself if unknown). */
export function templateHeading(field: string, language: Language): string {
  const column = ORDER_UPLOAD_COLUMNS.find((each) => each.field === field);
  return column === undefined ? field : column[language];
}

/** One problem as a line: the column by the file's own heading, then the message. */
export function problemText(
  t: TFunction,
  issue: Pick<OrderUploadIssue, 'column' | 'code' | 'params'> & { readonly message?: string },
): string {
  // the code in the reader's language; the server's text (in the language it was asked in) when
  // the code is one this page has no text for
  const message = t(issue.code, { ...issue.params, defaultValue: issue.message ?? issue.code });
  return t('UI.ORDER_UPLOAD.RESULT.PROBLEM', { column: issue.column, message });
}

/** The browser's problems of a row as the server writes them: the column by the file's heading. */
export const browserIssue = (
  issue: ValidationFieldIssue,
  headingOf: Readonly<Partial<Record<OrderUploadField, string>>>,
  language: Language,
) => ({
  field: issue.field,
  column: headingOf[issue.field as OrderUploadField] ?? templateHeading(issue.field, language),
  code: issue.code,
  params: issue.params ?? {},
});

/** The file's heading of a field in this upload (from the answer's columns), else the template's. */
export function headingIn(
  columns: readonly { readonly heading: string; readonly field: string | null }[],
  field: string,
  language: Language,
): string {
  return (
    columns.find((column) => column.field === field)?.heading ?? templateHeading(field, language)
  );
}

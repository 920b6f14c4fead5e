import type { FieldCheck } from './issues';
import { validationMessage } from './issues';

export const BATCH_SEARCH_MAX_NUMBERS = 500;
export const EXPORT_MAX_ROWS = 800;

/** Numbers pasted into a batch search box: split on whitespace, commas and semicolons, deduplicated. */
export const parseBatchSearchNumbers = (text: string): string[] => [
  ...new Set(text.split(/[\s,;，；]+/).filter((number) => number !== '')),
];

/** A batch search takes at most 500 numbers. */
export const validateBatchSearchNumbers = (numbers: readonly string[]): FieldCheck =>
  numbers.length > BATCH_SEARCH_MAX_NUMBERS
    ? validationMessage('QUERY.BATCH_SEARCH_TOO_MANY', { max: BATCH_SEARCH_MAX_NUMBERS })
    : undefined;

/** A query export takes at most 800 rows. */
export const validateExportRowCount = (rows: number): FieldCheck =>
  rows > EXPORT_MAX_ROWS
    ? validationMessage('QUERY.EXPORT_TOO_MANY', { max: EXPORT_MAX_ROWS })
    : undefined;

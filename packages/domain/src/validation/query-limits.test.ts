import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBatchSearchNumbers,
  validateBatchSearchNumbers,
  validateExportRowCount,
} from './query-limits';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `SO${i}`);

describe('query limits', () => {
  it.each([
    [0, undefined],
    [500, undefined],
    [501, 'QUERY.BATCH_SEARCH_TOO_MANY'],
  ] as const)('batch search of %i numbers -> %s', (count, code) => {
    expect(validateBatchSearchNumbers(numbers(count))?.code).toBe(code);
  });

  it.each([
    [800, undefined],
    [801, 'QUERY.EXPORT_TOO_MANY'],
  ] as const)('export of %i rows -> %s', (rows, code) => {
    expect(validateExportRowCount(rows)?.code).toBe(code);
  });

  it('splits pasted numbers on whitespace, commas and semicolons, without duplicates', () => {
    expect(parseBatchSearchNumbers(' SO1,SO2;SO3\nSO1\tSO4，SO5 ')).toEqual([
      'SO1',
      'SO2',
      'SO3',
      'SO4',
      'SO5',
    ]);
  });

  it('accepts exactly up to 500 numbers and 800 rows', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1200 }), (count) => {
        expect(validateBatchSearchNumbers(numbers(count)) === undefined).toBe(count <= 500);
        expect(validateExportRowCount(count) === undefined).toBe(count <= 800);
      }),
    );
  });

  it('parses back every list it is given, joined by any separator', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z0-9-]{1,12}$/), { maxLength: 30 }),
        fc.constantFrom(' ', ',', ';', '\n', ' , '),
        (list, separator) => {
          expect(parseBatchSearchNumbers(list.join(separator))).toEqual(list);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseFormRows,
  repeatedSkuIssues,
  splitTrackingNumbers,
  validateChoice,
  validateDay,
  validateMaxLength,
} from './form-fields';

describe('splitTrackingNumbers', () => {
  it.each([
    ['', []],
    ['A1', ['A1']],
    ['A1, B2', ['A1', 'B2']],
    ['A1\nB2\n\n,C3 ', ['A1', 'B2', 'C3']],
  ])('%j -> %j', (text, numbers) => expect(splitTrackingNumbers(text)).toEqual(numbers));

  it('never keeps a blank or a separator', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const number of splitTrackingNumbers(text)) {
          expect(number).toBe(number.trim());
          expect(number).not.toBe('');
          expect(number).not.toMatch(/[,\n]/);
        }
      }),
    );
  });
});

describe('parseFormRows', () => {
  it.each([
    ['', []],
    ['[{"sku":"A","quantity":2}]', [{ sku: 'A', quantity: '2' }]],
    ['[{"sku":" A "},3]', [{ sku: 'A' }, {}]],
  ])('reads %j', (text, rows) =>
    expect(parseFormRows(text, 10)).toEqual({ ok: true, value: rows }),
  );

  it.each([
    ['{', 'VALIDATION.LIST_INVALID'],
    ['{"sku":"A"}', 'VALIDATION.LIST_INVALID'],
    ['[1,2,3]', 'VALIDATION.LIST_TOO_LONG'],
  ])('refuses %j with %s', (text, code) => {
    const parsed = parseFormRows(text, 2);
    expect(parsed.ok ? undefined : parsed.error.code).toBe(code);
  });

  it('reads back any list of rows it is given as JSON', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.stringMatching(/^[A-Z0-9-]{1,8}$/), quantity: fc.nat() }), {
          maxLength: 5,
        }),
        (rows) => {
          const parsed = parseFormRows(JSON.stringify(rows), 5);
          expect(parsed.ok && parsed.value).toEqual(
            rows.map((r) => ({ sku: r.sku, quantity: String(r.quantity) })),
          );
        },
      ),
    );
  });
});

describe('the single-field checks', () => {
  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['x', 'VALIDATION.CHOICE_INVALID'],
    ['a', undefined],
  ])('validateChoice(%j) -> %s', (value, code) =>
    expect(validateChoice(value, ['a', 'b'])?.code).toBe(code),
  );

  it.each([
    ['2026-02-28', undefined],
    ['2026-02-30', 'VALIDATION.DATE_INVALID'],
    ['28/02/2026', 'VALIDATION.DATE_INVALID'],
  ])('validateDay(%j) -> %s', (value, code) => expect(validateDay(value)?.code).toBe(code));

  it('counts characters, not UTF-16 units, against a length limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const refused = validateMaxLength(text, 6) !== undefined;
        expect(refused).toBe([...text].length > 6);
      }),
    );
  });

  it('reports each repeat of a SKU after its first line', () => {
    expect(repeatedSkuIssues(['A', 'B', 'A', 'A', ''], (i) => `lines.${i}.sku`)).toEqual([
      { field: 'lines.2.sku', code: 'VALIDATION.SKU_REPEATED', params: { sku: 'A' } },
      { field: 'lines.3.sku', code: 'VALIDATION.SKU_REPEATED', params: { sku: 'A' } },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralisedFormula } from './formula-cells';
import { FORMULA_CELLS } from './testing';

/** What a spreadsheet program may run: a formula start, maybe after blanks. */
const runnable = (cell: string) =>
  /^[ \u00A0\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

describe('neutraliseFormula (OWASP CSV injection)', () => {
  it.each(FORMULA_CELLS.map((cell) => [cell]))('writes %j as text behind an apostrophe', (cell) => {
    const written = neutraliseFormula(cell);
    expect(written).toBe(`'${cell}`);
    expect(restoreNeutralisedFormula(written)).toBe(cell);
  });

  it.each([
    ['SHOP-1001', 'SHOP-1001'],
    ['-12.50', '-12.50'],
    ['+8613800000000', '+8613800000000'],
    ['12', '12'],
    ['Ada = Lovelace', 'Ada = Lovelace'],
    ["O'Brien", "O'Brien"],
    ["'quoted", "'quoted"],
    ['', ''],
    ['中文', '中文'],
  ])('leaves %j as %j', (cell, written) => {
    expect(neutraliseFormula(cell)).toBe(written);
    expect(restoreNeutralisedFormula(written)).toBe(cell);
  });

  const cell = fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' ', "'", 'a', '1', '.', '\uFF1D', '中'),
    maxLength: 8,
  });

  it('never writes a cell a spreadsheet program would run', () => {
    fc.assert(
      fc.property(
        cell,
        (text) => !runnable(neutraliseFormula(text)) || /^[+-]?\d+(\.\d+)?$/.test(text),
      ),
    );
  });

  it('reads back every cell exactly as it was', () => {
    fc.assert(
      fc.property(cell, (text) => {
        expect(restoreNeutralisedFormula(neutraliseFormula(text))).toBe(text);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLineWeight,
  splitAddressOverflow,
  validateAddressLine1,
  validateAddressLine2,
} from './address-lines';

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const word = fc.stringMatching(/^[A-Za-z0-9.,#-]{1,12}$/);
const singleSpacedLine = fc
  .array(word, { minLength: 1, maxLength: 30 })
  .map((words) => words.join(' '));

describe('addressLineWeight', () => {
  it.each([
    ['1 St', 4],
    ['本町', 4],
    ['本町通り', 8],
    ['ひらがな', 8],
    ['カタカナ', 8],
    ['서울', 4],
    ['Ａ１', 4],
    ['本町1-2', 7],
  ] as const)('%j weighs %d', (line, weight) => {
    expect(addressLineWeight(line)).toBe(weight);
  });

  it('lies between the length and twice the length, and adds up over concatenation', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const length = [...a].length;
        expect(addressLineWeight(a)).toBeGreaterThanOrEqual(length);
        expect(addressLineWeight(a)).toBeLessThanOrEqual(2 * length);
        expect(addressLineWeight(a + b)).toBe(addressLineWeight(a) + addressLineWeight(b));
      }),
    );
  });

  it('lets a line of n Han characters pass when 2n >= 5 and n <= 75', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), (n) => {
        expect(validateAddressLine1('町'.repeat(n)) === undefined).toBe(n >= 3 && n <= 75);
      }),
    );
  });
});

describe('validateAddressLine1 and validateAddressLine2', () => {
  it.each([
    ['x'.repeat(4), 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
    ['x'.repeat(5), undefined, undefined],
    ['x'.repeat(75), undefined, undefined],
    ['x'.repeat(76), 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
    ['', 'VALIDATION.REQUIRED', undefined],
    ['  12 Main St  ', undefined, undefined],
    // length counts after trimming
    ['  abcd  ', 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
    [` ${'x'.repeat(75)} `, undefined, undefined],
    ['   ', 'VALIDATION.REQUIRED', undefined],
    [null, 'VALIDATION.REQUIRED', undefined],
    [undefined, 'VALIDATION.REQUIRED', undefined],
    // ADR 0066: a wide (CJK) character counts twice toward the minimum, once toward the maximum
    ['本町通り', undefined, undefined],
    ['銀座4', undefined, undefined],
    ['中山路', undefined, undefined],
    ['本町', 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
    ['세종대로', undefined, undefined],
    ['ｶﾞ1', 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
    ['東'.repeat(75), undefined, undefined],
    ['東'.repeat(76), 'ORDER.ADDRESS_LENGTH', 'ORDER.ADDRESS_LENGTH'],
  ] as const)('%j -> line 1 %s, line 2 %s', (line, code1, code2) => {
    expect(validateAddressLine1(line)?.code).toBe(code1);
    expect(validateAddressLine2(line)?.code).toBe(code2);
  });

  it('accepts exactly 5-75 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (length) => {
        const check = validateAddressLine1('a'.repeat(length));
        if (length >= 5 && length <= 75) expect(check).toBeUndefined();
        else expect(check).toEqual({ code: 'ORDER.ADDRESS_LENGTH', params: { min: 5, max: 75 } });
      }),
    );
  });
});

describe('splitAddressOverflow', () => {
  const long = `${'Building 7 Floor 12 Room 1203 '.repeat(3)}Nanshan District`;

  it.each([
    ['12 Main Street', '', { line1: '12 Main Street', line2: '' }],
    ['x'.repeat(75), '', { line1: 'x'.repeat(75), line2: '' }],
    ['x'.repeat(76), '', { line1: 'x'.repeat(75), line2: 'x' }],
    ['x'.repeat(90), 'y', { line1: 'x'.repeat(75), line2: `${'x'.repeat(15)} y` }],
    [`${'a'.repeat(70)} bbbbbbbbbb`, '', { line1: 'a'.repeat(70), line2: 'bbbbbbbbbb' }],
    [`${'a'.repeat(70)} bbbbbbbbbb`, 'Apt 4', { line1: 'a'.repeat(70), line2: 'bbbbbbbbbb Apt 4' }],
    [`${'a'.repeat(75)} b`, '', { line1: 'a'.repeat(75), line2: 'b' }],
    // the last space in reach wins: the 76th character, then any earlier one
    [
      `${'a'.repeat(73)} b ${'c'.repeat(10)}`,
      '',
      { line1: `${'a'.repeat(73)} b`, line2: 'c'.repeat(10) },
    ],
    [
      `${'a'.repeat(10)} ${'b'.repeat(60)} ${'c'.repeat(20)}`,
      '',
      { line1: `${'a'.repeat(10)} ${'b'.repeat(60)}`, line2: 'c'.repeat(20) },
    ],
    // A cut at the only space would leave line 1 under 5 characters: cut at 75 instead.
    [`abc ${'d'.repeat(80)}`, '', { line1: `abc ${'d'.repeat(71)}`, line2: 'ddddddddd' }],
    // ... and so would one after 4 characters and two spaces; after exactly 5 it cuts there.
    [`abcd  ${'e'.repeat(80)}`, '', { line1: `abcd  ${'e'.repeat(69)}`, line2: 'e'.repeat(11) }],
    [`abcde ${'f'.repeat(80)}`, '', { line1: 'abcde', line2: 'f'.repeat(80) }],
    // every space at the cut is dropped, and the spaces around both lines
    [`${'a'.repeat(70)}   ${'b'.repeat(10)}`, '', { line1: 'a'.repeat(70), line2: 'b'.repeat(10) }],
    [
      `  ${'a'.repeat(70)} ${'b'.repeat(10)}  `,
      '  Apt 4  ',
      { line1: 'a'.repeat(70), line2: `${'b'.repeat(10)} Apt 4` },
    ],
    ['  12 Main Street  ', '  Apt 4  ', { line1: '12 Main Street', line2: 'Apt 4' }],
  ] as const)('%s + %s', (line1, line2, expected) => {
    expect(splitAddressOverflow(line1, line2)).toEqual(expected);
  });

  it('cuts a long realistic line at a word boundary', () => {
    const { line1, line2 } = splitAddressOverflow(long);
    expect(line1.length).toBeLessThanOrEqual(75);
    expect(long.startsWith(`${line1} `)).toBe(true);
    expect(`${line1} ${line2}`).toBe(long);
  });

  it('always leaves a valid line 1 and loses no character but the spaces at the cut', () => {
    fc.assert(
      fc.property(singleSpacedLine, (text) => {
        fc.pre(text.length >= 5);
        const { line1, line2 } = splitAddressOverflow(text);
        expect(validateAddressLine1(line1)).toBeUndefined();
        expect(withoutSpaces(line1 + line2)).toBe(withoutSpaces(text));
        if (text.length <= 75) expect(line2).toBe('');
        if (line2 !== '' && text.includes(' ', 5)) {
          // Cut at a word boundary whenever one exists in range.
          expect(text.startsWith(`${line1} `) || line1.length === 75).toBe(true);
        }
      }),
    );
  });

  it('leaves line 1 unchanged when it already fits', () => {
    fc.assert(
      fc.property(singleSpacedLine, word, (text, second) => {
        const line1 = text.slice(0, 75).trim();
        expect(splitAddressOverflow(line1, second)).toEqual({ line1, line2: second });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types (it reads i18n-iso-countries under Node)
import { originNames } from '../../scripts/origin-countries.mjs';
import { ORIGIN_COUNTRY_NAMES } from './origin-countries';
import { originCountryCode, originNameFor } from './origin-country';

describe('the origin country list', () => {
  it('is what scripts/origin-countries.mjs makes of i18n-iso-countries today (run it after an update)', () => {
    const fromLibrary = (originNames as () => Record<string, string[]>)();
    expect(ORIGIN_COUNTRY_NAMES).toEqual(fromLibrary);
    // every ISO 3166 country of the library has at least one English name to be chosen by
    expect(Object.keys(fromLibrary)).toHaveLength(250);
  });
});

describe('originCountryCode', () => {
  it.each([
    ['China', 'CN'],
    ["People's Republic of China", 'CN'],
    ['  south   KOREA ', 'KR'],
    ['USA', 'US'],
    ['Curacao', 'CW'],
    ['Turkey', 'TR'],
    ['Chinaland', undefined],
    // the library gives 'Congo' to both CD and CG: it names neither, the merchant says which
    ['Congo', undefined],
    ['Republic of the Congo', 'CG'],
    ['Democratic Republic of the Congo', 'CD'],
    ['', undefined],
  ] as const)('%j -> %s', (name, code) => {
    expect(originCountryCode(name)).toBe(code);
  });

  it('finds each name of the list whatever its case and spacing', () => {
    // no name stands for two countries, so each one answers its own code (a seed that drew
    // 'Congo' under CD failed: it was the library's name of CG too)
    const pairs = Object.entries(ORIGIN_COUNTRY_NAMES).flatMap(([code, names]) =>
      names.map((name) => [code, name] as const),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.boolean(), ([code, name], upper) => {
        const typed = ` ${(upper ? name.toUpperCase() : name.toLowerCase()).replace(/ /g, '  ')} `;
        expect(originCountryCode(typed)).toBe(code);
      }),
    );
  });
});

describe('originNameFor', () => {
  it.each([
    ['CN', 'China', 'China'],
    ['TR', 'Türkiye', 'Turkey'],
    ['CW', 'Curaçao', 'Curacao'],
    ['XX', 'Nowhere', undefined],
  ] as const)('%s shown as %s is stored as %s', (code, shown, stored) => {
    expect(originNameFor(code, shown)).toBe(stored);
  });
});

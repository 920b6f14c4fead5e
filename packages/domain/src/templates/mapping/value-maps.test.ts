import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN_COUNTRY_NAMES } from '../../validation/origin-countries';
import {
  amountOf,
  applyBuiltInMap,
  convertMeasure,
  countryCodeOf,
  MEASURE_UNITS,
} from './value-maps';

describe('countryCodeOf', () => {
  it.each([
    ['United States', 'US'],
    ['  united   kingdom ', 'GB'],
    ['Germany', 'DE'],
    ['China', 'CN'],
    ['us', 'US'],
    ['FR', 'FR'],
    ['Atlantis', undefined],
    ['XX', undefined],
    ['', undefined],
  ])('%j is %j', (text, code) => {
    expect(countryCodeOf(text)).toBe(code);
  });

  it('reads every code and every English name of the domain list back to its code', () => {
    const entries = Object.entries(ORIGIN_COUNTRY_NAMES);
    fc.assert(
      fc.property(fc.constantFrom(...entries), fc.boolean(), ([code, names], lower) => {
        expect(countryCodeOf(lower ? code.toLowerCase() : code)).toBe(code);
        for (const name of names)
          expect(countryCodeOf(lower ? name.toLowerCase() : name.toUpperCase())).toBe(code);
      }),
    );
  });
});

describe('convertMeasure', () => {
  it.each([
    ['weight_kg', '1 lb', undefined, '0.454'],
    ['weight_kg', '1.5 lbs', undefined, '0.68'],
    ['weight_kg', '12oz', undefined, '0.34'],
    ['weight_kg', '500 g', undefined, '0.5'],
    ['weight_kg', '2 KG', undefined, '2'],
    ['weight_kg', '2,5 kg', undefined, '2.5'],
    ['weight_kg', '250', 'g', '0.25'],
    ['weight_kg', '3', undefined, '3'],
    ['weight_kg', '3 stone', undefined, undefined],
    ['weight_kg', '-1 kg', undefined, undefined],
    ['weight_kg', 'heavy', undefined, undefined],
    ['length_cm', '10 in', undefined, '25.4'],
    ['length_cm', '10 inches', undefined, '25.4'],
    ['length_cm', '250 mm', undefined, '25'],
    ['length_cm', '1.2 m', undefined, '120'],
    ['length_cm', '4', 'in', '10.16'],
    ['length_cm', '4 lb', undefined, undefined],
  ] as const)('%s of %j (bare unit %s) is %j', (map, text, unit, expected) => {
    expect(convertMeasure(map, text, unit)).toBe(expected);
  });

  it('converts a number in any unit of the map to the same amount in the target unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weight_kg' as const, 'length_cm' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        (map, hundredths, pick) => {
          const units = Object.entries(MEASURE_UNITS[map]);
          const [unit, factor] = units[pick % units.length] as [string, number];
          const amount = hundredths / 100;
          const converted = convertMeasure(map, `${amount} ${unit}`);
          // Rounded to thousandths: off by at most half of one (toBeCloseTo's bound is strict,
          // so a value exactly half-way failed on some seeds).
          expect(Math.abs(Number(converted) - amount * factor)).toBeLessThanOrEqual(0.0005 + 1e-9);
          expect(converted).toMatch(/^\d+(\.\d{1,3})?$/);
        },
      ),
    );
  });

  it('reads a bare number in the given unit as that unit written out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('lb', 'oz', 'g'),
        (n, unit) => {
          expect(convertMeasure('weight_kg', String(n), unit)).toBe(
            convertMeasure('weight_kg', `${n} ${unit}`),
          );
        },
      ),
    );
  });
});

describe('amountOf', () => {
  it.each([
    ['12.99', '12.99'],
    ['$12.99', '12.99'],
    ['US $1,234.50', '1234.5'],
    ['£1,234', '1234'],
    ['12,99 €', '12.99'],
    ['1.234,50 EUR', '1234.5'],
    ['1 234,50', '1234.5'],
    ['CA$ 7', '7'],
    ['-5.00', undefined],
    ['free', undefined],
    ['', undefined],
  ])('%j is %j', (text, expected) => {
    expect(amountOf(text)).toBe(expected);
  });

  it('reads back any amount in cents written with a sign and thousands separators', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('$', 'US $', '£', '€ ', ''),
        (cents, sign) => {
          const text = `${sign}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
          expect(Number(amountOf(text))).toBe(cents / 100);
        },
      ),
    );
  });
});

describe('applyBuiltInMap', () => {
  it.each([
    ['country', 'Canada', 'CA'],
    ['weight_kg', '16 oz', '0.454'],
    ['length_cm', '1 in', '2.54'],
    ['amount', 'US $5.00', '5'],
    ['unquote', "'75008", '75008'],
    ['unquote', "'+33610826417", '+33610826417'],
    ['unquote', "'s-Hertogenbosch", "'s-Hertogenbosch"],
    ['unquote', 'SW1A 2AA', 'SW1A 2AA'],
  ] as const)('%s maps %j to %j', (map, text, expected) => {
    expect(applyBuiltInMap(map, text)).toBe(expected);
  });
});

describe('unquote', () => {
  it('drops only the one apostrophe a spreadsheet export writes before digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const unquoted = applyBuiltInMap('unquote', text);
        expect(unquoted === text || `'${unquoted}` === text).toBe(true);
        expect(applyBuiltInMap('unquote', `'${text}`)).toBe(
          /^[\d+]/.test(text) ? text : `'${text}`,
        );
      }),
    );
  });
});

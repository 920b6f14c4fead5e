import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { MAX_PHONE_CHECK } from '../phone-max';
import {
  MIN_PHONE_CHECK,
  normalizeRecipientPhone,
  phoneCheckFrom,
  validateRecipientPhone,
} from './phone';

describe('normalizeRecipientPhone', () => {
  it.each([
    ['212-555-0123', '2125550123'],
    ['(212) 555.0123', '2125550123'],
    ['+1 212 555 0123', '+12125550123'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+4402079460958'],
    ['090/1234\u00a05678', '09012345678'],
    ['  ', ''],
    [null, ''],
    [undefined, ''],
    ['12x34', '12x34'],
  ] as const)('%j -> %j', (phone, normalized) => {
    expect(normalizeRecipientPhone(phone)).toBe(normalized);
  });

  it('is idempotent and keeps only digits and one leading + from separated digits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.stringMatching(/^\d{1,4}$/), fc.constantFrom(' ', '-', '.', '(', ')', '')),
        ),
        fc.constantFrom('', '+', '00'),
        (parts, lead) => {
          const typed = lead + parts.map(([digits, mark]) => digits + mark).join('');
          const once = normalizeRecipientPhone(typed);
          expect(normalizeRecipientPhone(once)).toBe(once);
          expect(once).toMatch(/^\+?\d*$/);
        },
      ),
    );
  });
});

describe('validateRecipientPhone', () => {
  it.each([
    ['2125550123', 'US', undefined],
    ['12125550123', 'US', undefined],
    ['212555012', 'US', 'ORDER.PHONE_FORMAT'],
    // separators and an international prefix are normalised away before the check
    ['212-555-0123', 'US', undefined],
    ['(212) 555.0123', 'US', undefined],
    ['+12125550123', 'US', undefined],
    ['+1 212 555 0123', 'US', undefined],
    ['001 212 555 0123', 'US', undefined],
    ['+44 20 7946 0958', 'US', 'ORDER.PHONE_FORMAT'],
    ['+', 'US', 'ORDER.PHONE_DIGITS'],
    ['+1', 'US', 'ORDER.PHONE_FORMAT'],
    ['212x5550123', 'US', 'ORDER.PHONE_DIGITS'],
    ['2125550123#', 'US', 'ORDER.PHONE_DIGITS'],
    ['03012345678', 'DE', undefined],
    ['4915123456789', 'DE', undefined],
    ['0912345678', 'TW', undefined],
    ['61234567', 'SG', undefined],
    ['612345', 'SG', 'ORDER.PHONE_FORMAT'],
    ['123', 'ZZ', undefined],
    ['6561234567', 'SG', undefined],
    ['77012345678', 'KZ', undefined],
    // Regression: a Russian mobile shares the +7 calling code but is no Kazakh number
    ['79161234567', 'KZ', 'ORDER.PHONE_FORMAT'],
    ['79161234567', 'RU', undefined],
    // a German mobile is no US number, with or without its calling code
    ['4915123456789', 'US', 'ORDER.PHONE_FORMAT'],
    // the Canary and Balearic codes number as Spain
    ['+34 928 123 456', 'IC', undefined],
    ['612345678', 'IC', undefined],
    ['971123456', 'XB', undefined],
    ['+33 6 12 34 56 78', 'IC', 'ORDER.PHONE_FORMAT'],
    ['61234567', 'XB', 'ORDER.PHONE_FORMAT'],
    [' 2125550123 ', 'US', undefined],
    ['', 'US', 'VALIDATION.REQUIRED'],
    [' - ', 'US', 'VALIDATION.REQUIRED'],
    [null, 'US', 'VALIDATION.REQUIRED'],
    [undefined, 'US', 'VALIDATION.REQUIRED'],
  ] as const)('%j in %s -> %s', (phone, country, code) => {
    expect(validateRecipientPhone(phone, country)?.code).toBe(code);
  });

  it('names the country in a format refusal', () => {
    expect(validateRecipientPhone('612345', 'SG')).toEqual({
      code: 'ORDER.PHONE_FORMAT',
      params: { country: 'SG' },
    });
  });

  it('refuses a phone holding a letter or a sign other than the separators', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4,10}$/),
        fc.constantFrom('x', '#', '*', ',', '+', '中'),
        (digits, mark) => {
          expect(
            validateRecipientPhone(`${digits.slice(0, 2)}${mark}${digits.slice(2)}`, 'US')?.code,
          ).toBe('ORDER.PHONE_DIGITS');
        },
      ),
    );
  });

  it('accepts every US number of an assigned area code and a valid exchange, however written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(212, 213, 312, 415, 617, 718, 202, 305, 646, 917),
        fc.integer({ min: 200, max: 999 }),
        fc.integer({ min: 0, max: 9999 }),
        (area, exchange, line) => {
          fc.pre(exchange % 100 !== 11);
          const tail = String(line).padStart(4, '0');
          for (const written of [
            `${area}${exchange}${tail}`,
            `1${area}${exchange}${tail}`,
            `(${area}) ${exchange}-${tail}`,
            `+1 ${area}.${exchange}.${tail}`,
          ]) {
            expect(validateRecipientPhone(written, 'US')).toBeUndefined();
            expect(validateRecipientPhone(written, 'US', MAX_PHONE_CHECK)).toBeUndefined();
          }
        },
      ),
    );
  });
});

// libphonenumber's own example mobile number of every country it knows: the real-world data.
const EXAMPLES = Object.entries(examples as Record<string, string>);

describe('libphonenumber example numbers (every country)', () => {
  it('covers the countries of the metadata', () => {
    expect(EXAMPLES.length).toBeGreaterThan(240);
    expect(EXAMPLES.length).toBe(getCountries().length);
  });

  it.each(EXAMPLES)('%s %s: national, +calling code and 00 forms pass min and max', (c, n) => {
    const code = getCountryCallingCode(c as Parameters<typeof getCountryCallingCode>[0]);
    for (const check of [MIN_PHONE_CHECK, MAX_PHONE_CHECK]) {
      expect(validateRecipientPhone(n, c, check)).toBeUndefined();
      expect(validateRecipientPhone(`+${code} ${n}`, c, check)).toBeUndefined();
      expect(validateRecipientPhone(`00${code}-${n}`, c, check)).toBeUndefined();
    }
  });
});

describe('min and max metadata (the port)', () => {
  // Right length, unassigned digits: German mobile prefix 0150, French 07 0, Japanese 0201.
  it.each([
    ['0150123456789', 'DE'],
    ['01512345678', 'DE'],
    ['0701234567', 'FR'],
    ['0201234567', 'JP'],
    ['0900123456', 'JP'],
  ])('%s in %s: min (lengths) accepts, max (patterns) refuses', (phone, country) => {
    expect(validateRecipientPhone(phone, country, MIN_PHONE_CHECK)).toBeUndefined();
    expect(validateRecipientPhone(phone, country, MAX_PHONE_CHECK)?.code).toBe(
      'ORDER.PHONE_FORMAT',
    );
  });

  it('leaves a country the library does not know to the digits check', () => {
    const check = phoneCheckFrom({
      isSupportedCountry: () => false,
      isValidPhoneNumber: () => false,
    });
    expect(check('123', 'ZZ')).toBe('unknown-country');
    expect(validateRecipientPhone('123', 'ZZ', check)).toBeUndefined();
  });

  it('max never accepts what min refuses (its patterns lie within the lengths)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'DE', 'GB', 'JP', 'FR', 'ES', 'AU', 'CN'),
        fc.stringMatching(/^\d{6,13}$/),
        (country, digits) => {
          if (MIN_PHONE_CHECK(digits, country) === 'invalid')
            expect(MAX_PHONE_CHECK(digits, country)).toBe('invalid');
        },
      ),
    );
  });
});

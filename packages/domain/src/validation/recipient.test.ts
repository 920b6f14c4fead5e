import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECIPIENT_NAME_TITLES,
  validateRecipientCityAsync,
  validateRecipientEmail,
  validateRecipientName,
  validateRecipientNameLength,
  validateTaiwanConsigneeId,
} from './recipient';

const plainName = fc.constantFrom(
  'Emma',
  'Missy',
  'Ladyman',
  'Mrsic',
  'Simmons',
  'Madame-Tussaud',
  'Li',
);

describe('validateRecipientName', () => {
  it.each([
    ['John', undefined],
    ['Mr John', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['mr. john', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['John SIR', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['Ms', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['Lady Gaga', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['Madam Liu', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['Miss Chen', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['Missy', undefined],
    ['Mrsic', undefined],
    ['Sirius', undefined],
    ['', 'VALIDATION.REQUIRED'],
    ['   ', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (name, code) => {
    expect(validateRecipientName(name)?.code).toBe(code);
  });

  it('names the title it found, between spaces too', () => {
    expect(validateRecipientName('  MRS  ')).toEqual({
      code: 'ORDER.RECIPIENT_NAME_TITLE',
      params: { title: 'mrs' },
    });
  });

  it('refuses every title as a whole word in any case, and names it', () => {
    fc.assert(
      fc.property(
        plainName,
        fc.constantFrom(...RECIPIENT_NAME_TITLES),
        fc.constantFrom('lower', 'upper', 'capital'),
        fc.boolean(),
        (name, title, casing, before) => {
          const written =
            casing === 'upper'
              ? title.toUpperCase()
              : casing === 'capital'
                ? title[0]!.toUpperCase() + title.slice(1)
                : title;
          const full = before ? `${written}. ${name}` : `${name} ${written}`;
          expect(validateRecipientName(full)).toEqual({
            code: 'ORDER.RECIPIENT_NAME_TITLE',
            params: { title },
          });
        },
      ),
    );
  });

  it('accepts names that merely contain a title inside a word', () => {
    fc.assert(
      fc.property(plainName, (name) => {
        expect(validateRecipientName(name)).toBeUndefined();
      }),
    );
  });
});

describe('validateRecipientNameLength', () => {
  it.each([
    ['A'.repeat(17), 'B'.repeat(17), 35, undefined],
    ['A'.repeat(17), 'B'.repeat(18), 35, 'ORDER.RECIPIENT_NAME_TOO_LONG'],
    ['A'.repeat(30), '', 30, undefined],
    ['', 'B'.repeat(30), 30, undefined],
    ['A'.repeat(31), '', 30, 'ORDER.RECIPIENT_NAME_TOO_LONG'],
    // the spaces around each part are not printed on the label
    ['  Ann  ', 'Lee', 7, undefined],
    ['Ann', '  Lee  ', 7, undefined],
    ['  Ann  ', '  Lee  ', 6, 'ORDER.RECIPIENT_NAME_TOO_LONG'],
  ] as const)('%j %j within %i -> %s', (first, last, max, code) => {
    expect(validateRecipientNameLength(first, last, max)?.code).toBe(code);
  });

  it('names the maximum in its refusal', () => {
    expect(validateRecipientNameLength('Ann', 'Lee', 6)).toEqual({
      code: 'ORDER.RECIPIENT_NAME_TOO_LONG',
      params: { max: 6 },
    });
  });

  it('counts first name, one space and last name', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 10, max: 60 }),
        (a, b, max) => {
          const check = validateRecipientNameLength('a'.repeat(a), 'b'.repeat(b), max);
          expect(check === undefined).toBe(a + 1 + b <= max);
        },
      ),
    );
  });
});

describe('validateRecipientEmail', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['buyer@example.com', undefined],
    [' buyer@example.com ', undefined],
    // 254 characters is the longest address SMTP carries
    [`${'a'.repeat(242)}@example.com`, undefined],
    [`${'a'.repeat(243)}@example.com`, 'ORDER.EMAIL_FORMAT'],
    ['first.last+tag@mail.example.co.uk', undefined],
    ['buyer.example.com', 'ORDER.EMAIL_FORMAT'],
    ['buyer@example', 'ORDER.EMAIL_FORMAT'],
    ['buy er@example.com', 'ORDER.EMAIL_FORMAT'],
    ['buyer@@example.com', 'ORDER.EMAIL_FORMAT'],
    ['buyer@example..com', 'ORDER.EMAIL_FORMAT'],
  ] as const)('%j -> %s', (email, code) => {
    expect(validateRecipientEmail(email)?.code).toBe(code);
  });

  it('accepts every simple address and refuses it without its @', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._+-]{1,20}$/),
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, tld) => {
          expect(validateRecipientEmail(`${local}@${domain}.${tld}`)).toBeUndefined();
          expect(validateRecipientEmail(`${local}${domain}.${tld}`)?.code).toBe(
            'ORDER.EMAIL_FORMAT',
          );
        },
      ),
    );
  });
});

describe('validateTaiwanConsigneeId', () => {
  it.each([
    ['TW', {}, 'ORDER.TAIWAN_CONSIGNEE_ID_REQUIRED'],
    ['TW', { idNumber: ' ' }, 'ORDER.TAIWAN_CONSIGNEE_ID_REQUIRED'],
    ['TW', { idNumber: 'A123456789' }, undefined],
    ['TW', { companyCode: '12345678' }, undefined],
    ['TW', { passportNumber: '300000001' }, undefined],
    ['HK', {}, undefined],
  ] as const)('%s with %j -> %s', (country, identity, code) => {
    expect(validateTaiwanConsigneeId(country, identity)?.code).toBe(code);
  });

  it('needs any one of the three documents in Taiwan and none elsewhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TW', 'US', 'SG'),
        fc.constantFrom('idNumber', 'companyCode', 'passportNumber'),
        fc.option(fc.stringMatching(/^[A-Z0-9]{6,10}$/), { nil: undefined }),
        (country, kind, number) => {
          const check = validateTaiwanConsigneeId(country, { [kind]: number });
          expect(check === undefined).toBe(country !== 'TW' || number !== undefined);
        },
      ),
    );
  });
});

describe('validateRecipientCityAsync', () => {
  const directory = {
    belongsToCountry: (city: string, country: string) => !(city === 'Paris' && country === 'DE'),
  };

  it.each([
    ['Berlin', 'DE', undefined],
    ['Paris', 'DE', 'ORDER.CITY_NOT_IN_COUNTRY'],
    ['', 'DE', 'VALIDATION.REQUIRED'],
    [' ', 'DE', 'VALIDATION.REQUIRED'],
    [null, 'DE', 'VALIDATION.REQUIRED'],
    [undefined, 'DE', 'VALIDATION.REQUIRED'],
  ] as const)('%j in %s -> %s', async (city, country, code) => {
    expect((await validateRecipientCityAsync(city, country, directory))?.code).toBe(code);
  });

  it('asks the directory about the trimmed city and names city and country in a refusal', async () => {
    const asked: string[] = [];
    const check = await validateRecipientCityAsync('  Paris ', 'DE', {
      belongsToCountry: (city, country) => (asked.push(`${city}|${country}`), false),
    });
    expect(asked).toEqual(['Paris|DE']);
    expect(check).toEqual({
      code: 'ORDER.CITY_NOT_IN_COUNTRY',
      params: { city: 'Paris', country: 'DE' },
    });
  });

  it('follows the directory for every city', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Z][a-z]{2,10}$/),
        fc.boolean(),
        async (city, belongs) => {
          const check = await validateRecipientCityAsync(city, 'FR', {
            belongsToCountry: () => Promise.resolve(belongs),
          });
          expect(check === undefined).toBe(belongs);
        },
      ),
    );
  });
});

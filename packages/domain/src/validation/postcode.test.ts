import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFormats, readGoogleCountries } from '../../scripts/address-formats.mjs';
import { ADDRESS_FORMATS } from './address-formats';
import {
  SPANISH_ISLAND_CODES,
  countryUsesPostcode,
  normalizeRecipientPostcode,
  validateRecipientPostcode,
} from './postcode';

// Google's address metadata as installed (pinned devDependency): the real-world examples.
const GOOGLE = readGoogleCountries();

describe('address-formats.ts', () => {
  it('is what scripts/address-formats.mjs makes of the installed Google data', () => {
    expect(ADDRESS_FORMATS).toEqual(addressFormats(GOOGLE));
  });
});

describe('normalizeRecipientPostcode', () => {
  it.each([
    ['7300846', 'JP', '730-0846'],
    ['730-0846', 'JP', '730-0846'],
    [' 7300846 ', 'JP', '730-0846'],
    ['73008461', 'JP', '73008461'],
    ['7300846', 'US', '7300846'],
    ['sw1a   1aa', 'GB', 'SW1A 1AA'],
    ['  ', 'GB', ''],
    [null, 'GB', ''],
    ['G1A-0A2', 'CA', 'G1A 0A2'],
    ['g1a0a2', 'CA', 'G1A 0A2'],
    ['G1A - 0A2', 'CA', 'G1A 0A2'],
    ['G1A-0A2', 'US', 'G1A-0A2'],
  ] as const)('%j in %s -> %j', (postcode, country, normalized) => {
    expect(normalizeRecipientPostcode(postcode, country)).toBe(normalized);
  });

  it('is idempotent for every country', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 14 }),
        fc.constantFrom(...Object.keys(ADDRESS_FORMATS), 'IC', 'XB'),
        (postcode, country) => {
          const once = normalizeRecipientPostcode(postcode, country);
          expect(normalizeRecipientPostcode(once, country)).toBe(once);
        },
      ),
    );
  });
});

describe('validateRecipientPostcode', () => {
  it.each([
    ['10001', 'US', undefined],
    ['10001-1234', 'US', undefined],
    ['1000', 'US', 'ORDER.POSTCODE_NO_SERVICE'],
    ['100011', 'US', 'ORDER.POSTCODE_NO_SERVICE'],
    ['SW1A 1AA', 'GB', undefined],
    ['sw1a 1aa', 'GB', undefined],
    ['SW1A', 'GB', 'ORDER.POSTCODE_NO_SERVICE'],
    // GB's special forms: Girobank and British Forces Post Office
    ['GIR 0AA', 'GB', undefined],
    ['BFPO 61', 'GB', undefined],
    ['BFPO 1234', 'GB', undefined],
    ['10115', 'DE', undefined],
    ['1011', 'DE', 'ORDER.POSTCODE_NO_SERVICE'],
    // Japan: with or without the hyphen
    ['100-0001', 'JP', undefined],
    ['7300846', 'JP', undefined],
    ['730084', 'JP', 'ORDER.POSTCODE_NO_SERVICE'],
    // countries without postcodes take none, and a given one is printed as typed
    ['', 'AE', undefined],
    ['', 'HK', undefined],
    [null, 'MO', undefined],
    ['  ', 'QA', undefined],
    ['00000', 'AE', undefined],
    ['AB#12', 'AE', 'ORDER.POSTCODE_CHARACTERS'],
    ['1234567890123', 'AE', 'ORDER.POSTCODE_CHARACTERS'],
    // India: 9 is the army post office, 0 is unassigned
    ['110001', 'IN', undefined],
    ['560034', 'IN', undefined],
    ['999999', 'IN', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['012345', 'IN', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['541123', 'IN', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['661123', 'IN', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['871123', 'IN', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    // Spain: one of the 52 provinces (Ceuta 51, Melilla 52)
    ['28013', 'ES', undefined],
    ['52001', 'ES', undefined],
    ['53000', 'ES', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['00123', 'ES', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    // France: departments 01-95, overseas 97-98
    ['75008', 'FR', undefined],
    ['20000', 'FR', undefined],
    ['97300', 'FR', undefined],
    ['96000', 'FR', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['99000', 'FR', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    // the Netherlands: from 1000, never SA, SD or SS
    ['1234 AB', 'NL', undefined],
    ['1234AB', 'NL', undefined],
    ['0999 AB', 'NL', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['1234 SA', 'NL', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['1234 SD', 'NL', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['1234SS', 'NL', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['1234 ST', 'NL', undefined],
    // Portugal: only the NNNN-NNN form
    ['1250-096', 'PT', undefined],
    ['1250', 'PT', 'ORDER.POSTCODE_NO_SERVICE'],
    // Spain's islands under their carrier codes
    ['35001', 'IC', undefined],
    ['38001', 'IC', undefined],
    ['28039', 'IC', 'RECIPIENT.POSTCODE_OUTSIDE_REGION'],
    ['07001', 'XB', undefined],
    ['35001', 'XB', 'RECIPIENT.POSTCODE_OUTSIDE_REGION'],
    ['0700', 'XB', 'ORDER.POSTCODE_NO_SERVICE'],
    ['', 'IC', 'VALIDATION.REQUIRED'],
    // a code Google does not know: the character check, required
    ['AB-12', 'XX', undefined],
    ['AB#12', 'XX', 'ORDER.POSTCODE_CHARACTERS'],
    ['', 'US', 'VALIDATION.REQUIRED'],
    [null, 'US', 'VALIDATION.REQUIRED'],
    [undefined, 'XX', 'VALIDATION.REQUIRED'],
    [' 10001 ', 'US', undefined],
    // Germany: 01001-99998, the 00 region never assigned
    ['01067', 'DE', undefined],
    ['99998', 'DE', undefined],
    ['00000', 'DE', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['00999', 'DE', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    ['99999', 'DE', 'RECIPIENT.POSTCODE_UNASSIGNED'],
    // Taiwan: 3, 3+2 and (since 2020) 3+3 digits
    ['106', 'TW', undefined],
    ['10652', 'TW', undefined],
    ['106213', 'TW', undefined],
    ['1062134', 'TW', 'ORDER.POSTCODE_NO_SERVICE'],
    ['1062', 'TW', 'ORDER.POSTCODE_NO_SERVICE'],
    // Canada: with a space, without, or with a hyphen
    ['G1A 0A2', 'CA', undefined],
    ['G1A0A2', 'CA', undefined],
    ['g1a-0a2', 'CA', undefined],
    ['G1A - 0A2', 'CA', undefined],
    ['G1A-0A', 'CA', 'ORDER.POSTCODE_NO_SERVICE'],
    ['D1A-0A2', 'CA', 'ORDER.POSTCODE_NO_SERVICE'],
  ] as const)('%j in %s -> %s', (postcode, country, code) => {
    expect(validateRecipientPostcode(postcode, country)?.code).toBe(code);
  });

  it('names the islands prefixes and the unassigned postcode', () => {
    expect(validateRecipientPostcode('28039', 'IC')).toEqual({
      code: 'RECIPIENT.POSTCODE_OUTSIDE_REGION',
      params: { country: 'IC', prefixes: '35, 38' },
    });
    expect(validateRecipientPostcode('1234 sa', 'NL')).toEqual({
      code: 'RECIPIENT.POSTCODE_UNASSIGNED',
      params: { postcode: '1234 SA', country: 'NL' },
    });
  });

  it('accepts every 5-digit US and German postcode and refuses every 4- or 6-digit one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'DE'),
        fc.stringMatching(/^[1-9]\d{3,5}$/),
        (country, postcode) => {
          const check = validateRecipientPostcode(postcode, country);
          expect(check === undefined).toBe(postcode.length === 5);
        },
      ),
    );
  });

  it('refuses every Indian PIN starting 0 or 9 and every Dutch postcode below 1000', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '9'), fc.stringMatching(/^\d{5}$/), (first, rest) => {
        expect(validateRecipientPostcode(first + rest, 'IN')?.code).toBe(
          'RECIPIENT.POSTCODE_UNASSIGNED',
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.stringMatching(/^[A-Z]{2}$/), (n, l) => {
        expect(validateRecipientPostcode(`${String(n).padStart(4, '0')} ${l}`, 'NL')?.code).toBe(
          'RECIPIENT.POSTCODE_UNASSIGNED',
        );
      }),
    );
  });

  it('accepts a Japanese postcode with or without its hyphen alike', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), fc.stringMatching(/^\d{4}$/), (a, b) => {
        expect(validateRecipientPostcode(`${a}${b}`, 'JP')).toEqual(
          validateRecipientPostcode(`${a}-${b}`, 'JP'),
        );
      }),
    );
  });

  it('keeps the islands codes inside Spain: an island postcode passes exactly where Spain and the range agree', () => {
    fc.assert(
      fc.property(fc.constantFrom('IC', 'XB'), fc.stringMatching(/^\d{5}$/), (island, postcode) => {
        const inRange = SPANISH_ISLAND_CODES[island]!.some((p) => postcode.startsWith(p));
        const spain = validateRecipientPostcode(postcode, 'ES');
        expect(validateRecipientPostcode(postcode, island) === undefined).toBe(
          spain === undefined && inRange,
        );
      }),
    );
  });
});

// Every example postcode Google lists must pass for its country: the country's own examples, and
// its regions' examples that are whole postcodes (some regions list beginnings only: CN's '540').
const examplesOf = (entry: { readonly zipex?: string }) =>
  (entry.zipex ?? '')
    .split(',')
    .map((example) => example.trim())
    .filter((example) => example !== '');
const EXAMPLES = Object.entries(GOOGLE).flatMap(([country, { record, subRegions }]) => {
  const whole = new RegExp(`^(?:${record.zip ?? '.*'})$`);
  return [
    ...examplesOf(record),
    ...subRegions.flatMap(examplesOf).filter((example) => whole.test(example)),
  ].map((example) => [country, example] as const);
});

describe("Google's example postcodes (every country and region)", () => {
  it('are many, from many countries', () => {
    expect(EXAMPLES.length).toBeGreaterThan(1000);
    expect(new Set(EXAMPLES.map(([country]) => country)).size).toBeGreaterThan(150);
  });

  it('all pass for their country, however spaced and cased', () => {
    const refused = EXAMPLES.filter(
      ([country, example]) =>
        validateRecipientPostcode(example, country) !== undefined ||
        validateRecipientPostcode(` ${example.toLowerCase()} `, country) !== undefined,
    );
    expect(refused).toEqual([]);
  });

  it('make every country Google gives no postcode pattern optional, and only those', () => {
    const without = Object.entries(GOOGLE)
      .filter(([, { record }]) => record.zip === undefined)
      .map(([country]) => country);
    expect(without).toEqual(expect.arrayContaining(['AE', 'HK', 'MO', 'QA']));
    for (const [country] of Object.entries(GOOGLE)) {
      expect(countryUsesPostcode(country)).toBe(!without.includes(country));
      expect(validateRecipientPostcode('', country) === undefined).toBe(without.includes(country));
    }
  });
});

describe("postcodes generated from Google's patterns (every country with one)", () => {
  const patterns = Object.entries(GOOGLE).flatMap(([country, { record }]) =>
    record.zip === undefined ? [] : [[country, record.zip] as const],
  );
  // Where the domain is stricter than the pattern, on purpose (the unassigned ranges): India's
  // PINs must begin like one of its regions' (Google's sub_zips), which no 0 or 9 does.
  const indianRegions = new RegExp(`^(?:${GOOGLE['IN']!.record.sub_zips!.split('~').join('|')})`);
  const stricter: Readonly<Record<string, (postcode: string) => boolean>> = {
    NL: (postcode) => !/^0/.test(postcode) && !/S[ADS]$/.test(postcode),
    DE: (postcode) => !/^00/.test(postcode) && postcode !== '99999',
    FR: (postcode) => !/^(?:00|96|99)/.test(postcode),
    ES: (postcode) => /^(?:0[1-9]|[1-4]\d|5[0-2])/.test(postcode),
    IN: (postcode) =>
      indianRegions.test(postcode) &&
      /^[1-8]/.test(postcode) &&
      !/^(?:10|29|35|54|55|65|66|8[6-9])/.test(postcode),
  };

  it.each(patterns)('%s: what its pattern generates passes', (country, pattern) => {
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(`^(?:${pattern})$`)), (postcode) => {
        const expected = stricter[country]?.(postcode) ?? true;
        expect(validateRecipientPostcode(postcode, country) === undefined).toBe(expected);
      }),
      { numRuns: 20 },
    );
  });

  it("accepts a PIN in every Indian region's range but India Post's unused two-digit ones", () => {
    const regions = GOOGLE['IN']!.subRegions.flatMap((region) =>
      region.zip === undefined ? [] : [region.zip],
    );
    expect(regions.length).toBeGreaterThan(30);
    for (const zip of regions)
      fc.assert(
        fc.property(fc.stringMatching(new RegExp(`^(?:${zip})\\d{0,5}$`)), (digits) => {
          fc.pre(digits.length >= 6);
          const unused = /^(?:10|29|35|54|55|65|66|8[6-9])/.test(digits);
          expect(validateRecipientPostcode(digits.slice(0, 6), 'IN')?.code).toBe(
            unused ? 'RECIPIENT.POSTCODE_UNASSIGNED' : undefined,
          );
        }),
        { numRuns: 10 },
      );
  });
});

describe('Canadian postcodes as people write them', () => {
  const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
  const inner = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  it('reads a hyphen, a space or nothing between the halves alike, and prints the space', () => {
    fc.assert(
      fc.property(
        fc.tuple(letter, digit, inner, digit, inner, digit),
        fc.constantFrom('', ' ', '-', ' - '),
        fc.boolean(),
        (parts, separator, lower) => {
          const [a, b, c, d, e, f] = parts;
          const typed = `${a}${b}${c}${separator}${d}${e}${f}`;
          const postcode = lower ? typed.toLowerCase() : typed;
          expect(normalizeRecipientPostcode(postcode, 'CA')).toBe(`${a}${b}${c} ${d}${e}${f}`);
          expect(validateRecipientPostcode(postcode, 'CA')).toBeUndefined();
        },
      ),
    );
  });
});

describe('Taiwan postcodes', () => {
  it('accepts 3, 5 and 6 digits and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), (postcode) => {
        expect(validateRecipientPostcode(postcode, 'TW') === undefined).toBe(
          [3, 5, 6].includes(postcode.length),
        );
      }),
    );
  });
});

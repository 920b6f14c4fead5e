import { ORIGIN_COUNTRY_NAMES } from '../../validation/origin-countries';
import { originCountryCode } from '../../validation/origin-country';

/**
 * The translations a mapping may apply to a cell without the merchant listing every value
 * (ADR 0072: a marketplace export writes "United States", "12 oz", "10 in"):
 * - `country`: a country's English name (the domain's list from i18n-iso-countries) or its ISO
 *   3166 alpha-2 code, to the code;
 * - `weight_kg`: a weight in lb, oz, g or kg to kilograms;
 * - `length_cm`: a length in in, mm, cm or m to centimetres;
 * - `amount`: a price written with a currency sign or code and thousands separators
 *   (`US $1,234.50`, `12,99 €`) to a plain decimal number;
 * - `unquote`: the text without the apostrophe an export writes before digits so a spreadsheet
 *   keeps them as text (Shopify's `Shipping Zip` is `'75008`).
 */
export const BUILT_IN_VALUE_MAPS = [
  'country',
  'weight_kg',
  'length_cm',
  'amount',
  'unquote',
] as const;
export type BuiltInValueMap = (typeof BUILT_IN_VALUE_MAPS)[number];

/** The units each measure map reads, and how many of its target unit one of them is. */
export const MEASURE_UNITS = {
  weight_kg: { lb: 0.45359237, lbs: 0.45359237, oz: 0.028349523125, g: 0.001, kg: 1 },
  length_cm: { in: 2.54, inch: 2.54, inches: 2.54, mm: 0.1, cm: 1, m: 100 },
} as const satisfies Record<
  Exclude<BuiltInValueMap, 'country' | 'amount' | 'unquote'>,
  Record<string, number>
>;

export type MeasureMap = keyof typeof MEASURE_UNITS;
export type MeasureUnit<M extends MeasureMap> = keyof (typeof MEASURE_UNITS)[M];

/** Decimals of a converted measure: grams and millimetres, as the product form takes them. */
const MEASURE_DECIMALS = 3;

/** The alpha-2 code of a country name or code (any case and spacing), else undefined. */
export function countryCodeOf(text: string): string | undefined {
  const value = text.trim();
  const code = value.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && ORIGIN_COUNTRY_NAMES[code] !== undefined) return code;
  return originCountryCode(value);
}

/**
 * A measure in the map's target unit, written with at most three decimals and no trailing zeros:
 * `1.5 lb` → `0.68`, `12oz` → `0.34`, `10 in` → `25.4`. A bare number is in `bareUnit` (the
 * export's documented unit), or already in the target unit when none is given. Undefined for a
 * text that is not a non-negative number with one of the map's units.
 */
export function convertMeasure<M extends MeasureMap>(
  map: M,
  text: string,
  bareUnit?: string,
): string | undefined {
  const match = /^(\d+(?:[.,]\d+)?|[.,]\d+)\s*([a-z]*)\.?$/i.exec(text.trim());
  if (!match) return undefined;
  const units: Readonly<Record<string, number>> = MEASURE_UNITS[map];
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === '' ? (bareUnit === undefined ? 1 : units[bareUnit]) : units[unit];
  if (factor === undefined) return undefined;
  const amount = Number((match[1] as string).replace(',', '.')) * factor;
  return String(Number(amount.toFixed(MEASURE_DECIMALS)));
}

/**
 * A price as a plain decimal number: currency signs and codes dropped; of `,` and `.` the one
 * written last is the decimal mark when two or fewer digits follow it (`1.234,50`, `12,99`),
 * any other is a thousands separator (`1,234`). Undefined for no digits, a minus, or other text.
 */
export function amountOf(text: string): string | undefined {
  const bare = text.replace(/[\p{Sc}\p{L}\s']/gu, '');
  if (!/^\d[\d.,]*$/.test(bare)) return undefined;
  const last = Math.max(bare.lastIndexOf('.'), bare.lastIndexOf(','));
  const decimals = last < 0 ? '' : bare.slice(last + 1);
  const decimal = last >= 0 && decimals.length <= 2 && /^\d*$/.test(decimals);
  const whole = (decimal ? bare.slice(0, last) : bare).replace(/[.,]/g, '');
  return String(Number(decimal ? `${whole}.${decimals || '0'}` : whole));
}

/** A built-in map applied to one non-empty cell: the translated text, or undefined when it cannot. */
export function applyBuiltInMap(
  map: BuiltInValueMap,
  text: string,
  bareUnit?: string,
): string | undefined {
  if (map === 'country') return countryCodeOf(text);
  if (map === 'amount') return amountOf(text);
  // Only before a digit or a plus: a name or a city may begin with one ('s-Hertogenbosch).
  if (map === 'unquote') return text.replace(/^'(?=[\d+])/, '');
  return convertMeasure(map, text, bareUnit);
}

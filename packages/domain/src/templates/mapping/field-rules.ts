import type { OrderUploadField } from '../order-upload';
import type { BuiltInValueMap } from './value-maps';

/**
 * Where a template field takes its text from (a mapping must express a real export, ADR 0072):
 * - `column`: one heading of the file;
 * - `fixed`: the same text on every row (a warehouse, a shipping method, a currency);
 * - `first_of`: the first non-empty cell among several headings (Shopify's `Shipping Phone`,
 *   else `Phone`);
 * - `name_part`: the first or the last part of a full-name heading (`Shipping Name`).
 * One heading may feed several fields (a line's name as product name and as description).
 */
export type FieldSource =
  | { readonly kind: 'column'; readonly heading: string }
  | { readonly kind: 'fixed'; readonly value: string }
  | { readonly kind: 'first_of'; readonly headings: readonly string[] }
  | { readonly kind: 'name_part'; readonly heading: string; readonly part: 'first' | 'last' };

export const FIELD_SOURCE_KINDS = ['column', 'fixed', 'first_of', 'name_part'] as const;

/**
 * A translation of the cell's text: the merchant's own pairs first (a store's shipping-method
 * titles to our channels; any case, trimmed), then a built-in map. `unit` is the unit of a bare
 * number for a measure map (a Shopify `Variant Grams` column holds grams without saying so).
 */
export interface ValueMap {
  readonly pairs?: readonly { readonly from: string; readonly to: string }[];
  readonly builtIn?: BuiltInValueMap;
  readonly unit?: string;
}

/** One field rule: the template field, where its text comes from, how the text is translated. */
export interface FieldRule {
  readonly field: OrderUploadField;
  readonly source: FieldSource;
  readonly map?: ValueMap;
}

/**
 * A row not to import, with the reason reported for it: the heading's cell equals one of the
 * values (any case, trimmed; Shopify's `Lineitem requires shipping` = `false`), or is empty.
 */
export type SkipRule =
  | { readonly heading: string; readonly when: 'equals'; readonly values: readonly string[] }
  | { readonly heading: string; readonly when: 'empty' };

/** A mapping kept as data: its field rules and its skip rules; the same everywhere it is read. */
export interface OrderMapping {
  readonly fields: readonly FieldRule[];
  readonly skip: readonly SkipRule[];
}

/** The key a heading is matched by: trimmed, any case. */
export const headingKey = (heading: string) => heading.trim().toLowerCase();

/** Every heading a field source reads. */
export function sourceHeadings(source: FieldSource): readonly string[] {
  switch (source.kind) {
    case 'column':
    case 'name_part':
      return [source.heading];
    case 'first_of':
      return source.headings;
    case 'fixed':
      return [];
  }
}

/**
 * The headings a file must have for the mapping to fit it: each column and name-part heading,
 * one of each first-of list, each skip heading. Lists of alternatives come back as arrays.
 */
export function requiredHeadings(mapping: OrderMapping): readonly (readonly string[])[] {
  return [
    ...mapping.fields
      .map((rule) => sourceHeadings(rule.source))
      .filter((headings) => headings.length > 0),
    ...mapping.skip.map((rule) => [rule.heading]),
  ];
}

/** Headings of `required` the file lacks (for a first-of list, its headings joined when none is present). */
export function absentHeadings(mapping: OrderMapping, header: readonly string[]): string[] {
  const present = new Set(header.map(headingKey));
  const absent = requiredHeadings(mapping)
    .filter((alternatives) => !alternatives.some((heading) => present.has(headingKey(heading))))
    .map((alternatives) => alternatives.join(' / '));
  return [...new Set(absent)];
}

/** The count of distinct headings a mapping reads: how specific it is to one export. */
export const mappingWidth = (mapping: OrderMapping) =>
  new Set(requiredHeadings(mapping).flat().map(headingKey)).size;

/**
 * True when `next` reads a heading `saved` does not: saved over `saved`, it would no longer fit
 * the narrower files `saved` was offered for (ADR 0072: a wider file never overwrites a narrower
 * mapping), so it is kept as a mapping of its own.
 */
export function widensMapping(saved: OrderMapping, next: OrderMapping): boolean {
  const known = new Set(requiredHeadings(saved).flat().map(headingKey));
  return requiredHeadings(next)
    .flat()
    .some((heading) => !known.has(headingKey(heading)));
}

/**
 * The mapping to offer for a file among several (ADR 0072: several mappings per merchant, chosen
 * by the file's headings): of those the file fits, the one reading the most headings; a file in
 * the template itself gets none.
 */
export function offeredOrderMapping<M extends { readonly mapping: OrderMapping }>(
  mappings: readonly M[],
  header: readonly string[],
): M | undefined {
  return mappings
    .filter(
      ({ mapping }) => mapping.fields.length > 0 && absentHeadings(mapping, header).length === 0,
    )
    .reduce<M | undefined>(
      (best, candidate) =>
        best === undefined || mappingWidth(candidate.mapping) > mappingWidth(best.mapping)
          ? candidate
          : best,
      undefined,
    );
}

import type { FieldRule, OrderMapping } from '../field-rules';

/**
 * A marketplace's export as a mapping the merchant can copy and adjust. `headings` is
 * the export's published column list (README.md beside this file names each source): a preset
 * reads only headings of that list, which its test proves.
 */
export interface OrderMappingPreset {
  readonly id: string;
  /** The export's name as the marketplace's own screens call it. */
  readonly title: string;
  readonly delimiter: 'comma' | 'tab';
  readonly headings: readonly string[];
  readonly mapping: OrderMapping;
}

/** A rule reading one column. */
export const column = (field: FieldRule['field'], heading: string): FieldRule => ({
  field,
  source: { kind: 'column', heading },
});

/** The first and last name of one full-name column. */
export const fullName = (heading: string): FieldRule[] => [
  { field: 'first_name', source: { kind: 'name_part', heading, part: 'first' } },
  { field: 'last_name', source: { kind: 'name_part', heading, part: 'last' } },
];

/** A country column, written as a name or a code, read as its ISO code. */
export const country = (heading: string): FieldRule => ({
  field: 'country',
  source: { kind: 'column', heading },
  map: { builtIn: 'country' },
});

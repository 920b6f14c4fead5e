import type { CatalogSection } from '../../types';

/** The command-line checker's own lines (en); the problems themselves are the domain's codes. */
export const checker: CatalogSection = {
  CHECKER: {
    USAGE:
      'Usage: portal-check orders|products FILE [--lang en|zh] [--json] [--mapping MAPPING.json | --preset NAME]\nChecks an order or product file (XLSX, XLS or CSV) against every rule of the portal upload; an order file from a marketplace export is read through a mapping or a preset.\nExit status: 0 the file would import cleanly, 1 some rows fail, 2 the file cannot be read.',
    FILE_MISSING: 'Cannot open {{file}}',
    REFUSED: '{{file}}: {{reason}}',
    SUMMARY: '{{file}}: {{rows}} rows checked, {{failed}} fail',
    ROW: 'Row {{row}} ({{key}}):',
    CLEAN: 'Every row would import.',
    SUMMARY_SKIPPED: '{{file}}: {{rows}} rows checked, {{failed}} fail, {{skipped}} not imported',
    PRESET_UNKNOWN: 'There is no preset {{preset}}; the presets are {{presets}}',
    MAPPING_UNREADABLE:
      '{{file}} is not a mapping: JSON with field rules (fields, skip), or a list of heading and field',
    MAPPING_INVALID: 'The mapping {{file}} is not valid at {{field}}: {{reason}}',
  },
};

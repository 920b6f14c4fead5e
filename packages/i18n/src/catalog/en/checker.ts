import type { CatalogSection } from '../../types';

/** The command-line checker's own lines (en); the problems themselves are the domain's codes. */
export const checker: CatalogSection = {
  CHECKER: {
    USAGE:
      'Usage: portal-check orders|products FILE [--lang en|zh] [--json]\nChecks an order or product file (XLSX, XLS or CSV) against every rule of the portal upload.\nExit status: 0 the file would import cleanly, 1 some rows fail, 2 the file cannot be read.',
    FILE_MISSING: 'Cannot open {{file}}',
    REFUSED: '{{file}}: {{reason}}',
    SUMMARY: '{{file}}: {{rows}} rows checked, {{failed}} fail',
    ROW: 'Row {{row}} ({{key}}):',
    CLEAN: 'Every row would import.',
  },
};

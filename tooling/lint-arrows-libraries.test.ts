// The arrows of the libraries other teams install (docs/adr/0015, 0016): the spreadsheet reader
// points only at the domain; the checker at the domain, the catalogs and the reader; the server
// reaches the checker only from its tests (the verdict parity test).
import { expect, it } from 'vitest';

import { lintMessages as restrictedImportErrors } from './lint-messages';

it.each([
  ['packages/spreadsheet/src/a.ts', "import { en } from '@portal/i18n';"],
  ['packages/spreadsheet/src/a.ts', "import { x } from '@portal/contract';"],
  ['packages/spreadsheet/src/a.ts', "import { x } from '@portal/checker';"],
  ['packages/spreadsheet/src/a.ts', "import { Kysely } from 'kysely';"],
  ['packages/checker/src/a.ts', "import { x } from '@portal/server';"],
  ['packages/checker/src/a.ts', "import { x } from '@portal/contract';"],
  ['packages/checker/src/a.ts', "import Fastify from 'fastify';"],
  ['apps/server/src/modules/product/upload.ts', "import { x } from '@portal/checker';"],
  ['apps/server/src/a.test.ts', "import { x } from '@portal/web';"],
])('%s refuses %s', async (filePath, source) => {
  expect(await restrictedImportErrors(filePath, source)).toHaveLength(1);
});

it.each([
  ['packages/spreadsheet/src/a.ts', "import { ok } from '@portal/domain';"],
  ['packages/spreadsheet/src/a.ts', "import { read } from '@e965/xlsx';"],
  ['packages/spreadsheet/src/a.ts', "import { inflateRawSync } from 'node:zlib';"],
  ['packages/checker/src/a.ts', "import { validateOrder } from '@portal/domain';"],
  ['packages/checker/src/a.ts', "import { translate } from '@portal/i18n';"],
  ['packages/checker/src/a.ts', "import { sheetOf } from '@portal/spreadsheet';"],
  ['apps/server/src/modules/product/a.test.ts', "import { x } from '@portal/checker';"],
  ['apps/server/src/a.ts', "import { sheetOf } from '@portal/spreadsheet';"],
])('%s allows %s', async (filePath, source) => {
  expect(await restrictedImportErrors(filePath, source)).toEqual([]);
});

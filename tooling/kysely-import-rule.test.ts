import { describe, expect, it } from 'vitest';

import {
  KYSELY_ADAPTERS_OUTSIDE_MODULES,
  KYSELY_DEBTS,
  SERVER_MODULES_NOT_YET_MOVED,
} from '../eslint.config.mjs';
import { lintMessages } from './lint-messages';

// ADR 0068: only repositories and apps/server/src/db/ import Kysely; the rule reads the import,
// whatever the file's name, so a query hidden in a helper is refused too.
const kyselyErrors = (filePath: string, source: string) =>
  lintMessages(filePath, source, 'portal/kysely-only-in-repositories');

describe('the Kysely import rule of the server', () => {
  it.each([
    ['apps/server/src/modules/news/use-cases.ts', "import { sql } from 'kysely';"],
    ['apps/server/src/modules/news/use-cases.ts', "import type { Transaction } from 'kysely';"],
    ['apps/server/src/modules/news/news-view.ts', "import type { Selectable } from 'kysely';"],
    ['apps/server/src/modules/shared/anything.ts', "export { sql } from 'kysely';"],
    [
      'apps/server/src/modules/dashboard/status.ts',
      "import { sql } from 'kysely/helpers/postgres';",
    ],
    ['apps/server/src/http/new-helper.ts', "import type { Kysely } from 'kysely';"],
    ['apps/server/src/mail/outbox.ts', "const k = import('kysely');"],
  ])('%s refuses %s', async (filePath, source) => {
    const errors = await kyselyErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('only repository.ts, *-repository.ts and apps/server/src/db/');
  });

  it.each([
    ['apps/server/src/modules/news/repository.ts', "import { sql } from 'kysely';"],
    ['apps/server/src/modules/plan/plans-repository.ts', "import { sql } from 'kysely';"],
    ['apps/server/src/db/unit-of-work.ts', "import type { Kysely } from 'kysely';"],
    ['apps/server/src/test-support/test-app.ts', "import type { Kysely } from 'kysely';"],
    ['apps/server/src/modules/news/news.test.ts', "import { sql } from 'kysely';"],
    [
      'apps/server/src/modules/news/use-cases.ts',
      "import type { NewsRepository } from './repository';",
    ],
  ])('%s allows %s', async (filePath, source) => {
    expect(await kyselyErrors(filePath, source)).toEqual([]);
  });

  it('leaves the modules not yet moved to their next step, by name', async () => {
    expect(SERVER_MODULES_NOT_YET_MOVED).toEqual([
      'order',
      'order-upload',
      'developer',
      'auth',
      'registration',
    ]);
    expect(
      await kyselyErrors('apps/server/src/modules/order/quote.ts', "import { sql } from 'kysely';"),
    ).toEqual([]);
  });

  it('lists each exempt file once, and none of them is a repository', () => {
    const exempt = [...KYSELY_ADAPTERS_OUTSIDE_MODULES, ...KYSELY_DEBTS];
    expect(new Set(exempt).size).toBe(exempt.length);
    expect(exempt.filter((file) => /repository\.ts$/.test(file))).toEqual([]);
  });

  it('does not apply outside the server', async () => {
    expect(
      await kyselyErrors('packages/spreadsheet/src/a.ts', "import { sql } from 'kysely';"),
    ).toEqual([]);
  });
});

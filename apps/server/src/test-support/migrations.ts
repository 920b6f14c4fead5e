import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from '../db/migrations';

/** The migration just before `name`, whatever others are merged in between. */
export const migrationBefore = (name: string): string =>
  Object.keys(MIGRATIONS)
    .filter((other) => other < name)
    .sort()
    .at(-1)!;

/** A migrator over every migration, for the tests that move a database up and down. */
export const migratorOf = (db: Kysely<unknown>) =>
  new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });

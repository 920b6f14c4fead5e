import type { Kysely } from 'kysely';
import type { MigrationResultSet } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/** Applies every pending migration; Kysely's lock lets several instances start at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<readonly string[]> {
  const migrator = new Migrator({
    // Migrations see the database untyped: they describe its past shapes, not today's.
    db: db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error)
    throw result.error instanceof Error
      ? result.error
      : new Error('migration failed', { cause: result.error });
  return (result.results ?? []).map((r) => r.migrationName);
}

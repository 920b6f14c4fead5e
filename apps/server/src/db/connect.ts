import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** A human description without credentials, for the start-up log. */
  readonly where: string;
}

/**
 * PGlite in DATA_DIR/pgdata (or in memory for tests): one process owns it. PGlite runs queries
 * on one connection, so the dialect serialises transactions.
 */
export async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  let pglite: PGlite;
  if (dataDir === 'memory') pglite = new PGlite();
  else {
    mkdirSync(dataDir, { recursive: true });
    pglite = new PGlite(join(dataDir, 'pgdata'));
  }
  await pglite.waitReady;
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }),
    kind: 'pglite',
    where: dataDir === 'memory' ? 'PGlite in memory' : 'PGlite in DATA_DIR/pgdata',
  };
}

/** PostgreSQL through a pg pool; any number of server instances may share it. */
export function connectPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server ends while the pool holds it idle (a restart, a failover, a dropped
  // test database) is an 'error' event on the pool; with no listener it ends the whole process.
  // The pool drops that client and opens another on next use, so the event is only said.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL ended an idle connection: ${error.message}\n`);
  });
  const parsed = new URL(url);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    where: `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
  };
}

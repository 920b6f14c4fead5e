import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../test-support/isolated-database';
import { isolatedDatabase } from '../test-support/isolated-database';

// Only PostgreSQL has a server that can end a connection; skipped without DATABASE_URL, like the
// other PostgreSQL tests.
const onPostgres = Boolean(process.env['DATABASE_URL']);

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  let database: IsolatedDatabase;
  beforeAll(async () => {
    database = await isolatedDatabase();
  });
  afterAll(() => database.drop());

  it('lives on when the server ends its idle connections, and opens new ones', async () => {
    const { db } = database.handle;
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const idle = rows[0]!.pid;
    // another connection ends the pool's, now idle (what a failover does to every connection)
    const admin = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [idle]);
    await admin.end();
    // the idle client's 'error' arrives on the pool: without a listener the test process ends here
    await expect
      .poll(async () => {
        const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        return again.rows[0]!.pid;
      })
      .not.toBe(idle);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/connect';
import { connectPglite, connectPostgres } from '../db/connect';

export interface IsolatedDatabase {
  readonly handle: DatabaseHandle;
  readonly drop: () => Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL, a new
 * PostgreSQL database created beside the given one and dropped afterwards, so files never share
 * state even when they run at once.
 */
export async function isolatedDatabase(): Promise<IsolatedDatabase> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const handle = await connectPglite('memory');
    return { handle, drop: () => handle.db.destroy() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = connectPostgres(target.toString(), 4);
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

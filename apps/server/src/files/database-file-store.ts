import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './file-store';
import { isStoredName } from './file-store';

/**
 * Files as bytea rows of `stored_files` (migration 096), for instances that share one PostgreSQL:
 * any of them serves what another received, and the files are in the database's backups. Pictures
 * are at most 2 MB, well inside what bytea carries comfortably.
 */
export function databaseFileStore(db: Kysely<Database>): FileStore {
  return {
    async put(name, bytes, now) {
      if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
      await db.insertInto('stored_files').values({ name, bytes, created_at: now }).execute();
    },
    async get(name) {
      if (!isStoredName(name)) return undefined;
      const row = await db
        .selectFrom('stored_files')
        .select('bytes')
        .where('name', '=', name)
        .executeTakeFirst();
      // PGlite answers a Uint8Array, pg a Buffer
      return row ? Buffer.from(row.bytes) : undefined;
    },
  };
}

import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { databaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { folderFileStore } from './folder-file-store';

/** The configured adapter: FILE_STORE, by default the database when it is PostgreSQL. */
export function fileStoreFromConfig(config: ServerConfig, db: Kysely<Database>): FileStore {
  return config.fileStore === 'database'
    ? databaseFileStore(db)
    : folderFileStore(join(config.dataDir, 'uploads'));
}

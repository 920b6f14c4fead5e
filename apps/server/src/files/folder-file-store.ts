import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store';
import { isStoredName } from './file-store';

const missing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ||
  (error as NodeJS.ErrnoException).code === 'EISDIR';

/** The embedded default: files in one folder of the data directory (DATA_DIR/uploads). */
export function folderFileStore(folder: string): FileStore {
  return {
    async put(name, bytes) {
      if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      if (!isStoredName(name)) return undefined;
      try {
        return await readFile(join(folder, name));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
  };
}

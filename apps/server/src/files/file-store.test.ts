import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import type { IsolatedDatabase } from '../test-support/isolated-database';
import { isolatedDatabase } from '../test-support/isolated-database';
import { databaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { isStoredName } from './file-store';
import { folderFileStore } from './folder-file-store';

// One contract, both adapters (ADR 0042). The database adapter runs on PGlite here and on
// PostgreSQL when DATABASE_URL is set (isolatedDatabase), as the server suite does on both.
let folder: string;
let database: IsolatedDatabase;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-file-store-'));
  database = await isolatedDatabase();
  await migrateToLatest(database.handle.db);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await database.drop();
});

const now = new Date('2026-11-24T08:00:00Z');
let counter = 0;
/** A fresh stored name per call, as the upload makes one from 16 random bytes. */
const freshName = (extension = 'png') =>
  `${(counter += 1).toString(16).padStart(32, '0')}.${extension}`;

const adapters: [string, () => FileStore][] = [
  ['folder', () => folderFileStore(join(folder, 'uploads'))],
  ['database', () => databaseFileStore(database.handle.db)],
];

describe.each(adapters)('the %s file store', (_kind, store) => {
  it('gives back exactly the bytes it took, every byte value included', async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const name = freshName();
    await store().put(name, bytes, now);
    expect(Buffer.compare((await store().get(name)) ?? Buffer.alloc(0), bytes)).toBe(0);
  });

  it('answers undefined for a name it never stored', async () => {
    expect(await store().get(freshName())).toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    const name = freshName();
    await store().put(name, Buffer.from('first'), now);
    await expect(store().put(name, Buffer.from('second'), now)).rejects.toThrow();
    expect((await store().get(name))?.toString()).toBe('first');
  });

  it.each(['../operator-key', '/etc/passwd', 'a'.repeat(32), `${'0'.repeat(32)}.png/..`])(
    'refuses the name %s',
    async (name) => {
      expect(await store().get(name)).toBeUndefined();
      await expect(store().put(name, Buffer.from('x'), now)).rejects.toThrow();
    },
  );

  it('round-trips any bytes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (array) => {
        const name = freshName('gif');
        await store().put(name, Buffer.from(array), now);
        expect(Buffer.from(array).equals((await store().get(name)) ?? Buffer.from('none'))).toBe(
          true,
        );
      }),
      { seed: 42, numRuns: 20 },
    );
  });
});

describe('stored names', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef.png', true],
    ['0123456789abcdef0123456789abcdef.jpg', true],
    ['0123456789ABCDEF0123456789abcdef.png', false],
    ['0123456789abcdef0123456789abcdef', false],
    ['../0123456789abcdef0123456789abcdef.png', false],
    ['0123456789abcdef0123456789abcdef.png\u0000', false],
  ])('%s is a stored name: %s', (name, ok) => {
    expect(isStoredName(name)).toBe(ok);
  });
});

describe('FILE_STORE', () => {
  it.each([
    [{}, 'folder'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'database'],
    [{ DATABASE_URL: 'postgres://x/y', FILE_STORE: 'folder' }, 'folder'],
    [{ FILE_STORE: 'database' }, 'database'],
  ])('with %o is %s', (env, kind) => {
    expect(loadConfig(env).fileStore).toBe(kind);
  });

  it('refuses an adapter it does not know rather than fall back silently', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });
});

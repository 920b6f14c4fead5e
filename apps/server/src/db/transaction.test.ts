import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../test-support/isolated-database';
import { isolatedDatabase } from '../test-support/isolated-database';
import { inTransaction, isRetryableConflict, TRANSACTION_ATTEMPTS } from './transaction';

interface Scratch {
  readonly retry_probe: { id: number; note: string };
}

let isolated: IsolatedDatabase;
let db: Kysely<Scratch>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.handle.db as unknown as Kysely<Scratch>;
  await sql`create table retry_probe (id integer primary key, note text not null)`.execute(db);
});
afterAll(() => isolated.drop());

const conflict = (code: string) => Object.assign(new Error(`forced ${code}`), { code });
const noPause = () => Promise.resolve();
const notes = async () =>
  (await db.selectFrom('retry_probe').select('note').orderBy('id').execute()).map((r) => r.note);

describe('isRetryableConflict', () => {
  it.each<[unknown, boolean]>([
    [conflict('40P01'), true],
    [conflict('40001'), true],
    [new Error('wrapped', { cause: conflict('40P01') }), true],
    [conflict('23505'), false],
    [conflict('40002'), false],
    [new Error('plain'), false],
    ['40P01', false],
    [null, false],
    [{ code: 40001 }, false],
  ])('%# %s -> %s', (error, expected) => expect(isRetryableConflict(error)).toBe(expected));

  it('answers true exactly for the two SQLSTATEs, whatever else the error holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 5 }), fc.string(), (code, text) => {
        const error = Object.assign(new Error(text), { code });
        expect(isRetryableConflict(error)).toBe(code === '40001' || code === '40P01');
      }),
    );
  });
});

describe('inTransaction', () => {
  it('runs a transaction refused by a deadlock again, keeping none of the refused attempt', async () => {
    await sql`delete from retry_probe`.execute(db);
    let runs = 0;
    const pauses: number[] = [];
    const result = await inTransaction(
      db,
      async (trx) => {
        runs += 1;
        await trx
          .insertInto('retry_probe')
          .values({ id: runs, note: `attempt ${runs}` })
          .execute();
        if (runs < 3) throw conflict(runs === 1 ? '40P01' : '40001');
        return runs;
      },
      { pause: async (attempt) => void pauses.push(attempt) },
    );
    expect(result).toBe(3);
    expect(pauses).toEqual([1, 2]);
    expect(await notes()).toEqual(['attempt 3']);
  });

  it('gives up after its attempts and answers the last conflict, with nothing written', async () => {
    await sql`delete from retry_probe`.execute(db);
    let runs = 0;
    await expect(
      inTransaction(
        db,
        async (trx) => {
          runs += 1;
          await trx.insertInto('retry_probe').values({ id: runs, note: 'x' }).execute();
          throw conflict('40P01');
        },
        { pause: noPause },
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await notes()).toEqual([]);
  });

  it('never runs again after any other failure', async () => {
    let runs = 0;
    await expect(
      inTransaction(
        db,
        async () => {
          runs += 1;
          throw conflict('23505');
        },
        { pause: noPause },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it.runIf(onPostgres())(
    'on PostgreSQL, both sides of a real deadlock commit',
    async () => {
      await sql`delete from retry_probe`.execute(db);
      await db
        .insertInto('retry_probe')
        .values([
          { id: 1, note: 'a' },
          { id: 2, note: 'b' },
        ])
        .execute();
      // each side locks one row, waits until the other has its own, then wants the other's row
      let locked = 0;
      const bothLocked = async () => {
        locked += 1;
        while (locked < 2) await new Promise((resolve) => setImmediate(resolve));
      };
      const side = (first: number, second: number, note: string) =>
        inTransaction(db, async (trx) => {
          await trx.updateTable('retry_probe').set({ note }).where('id', '=', first).execute();
          await bothLocked();
          await trx.updateTable('retry_probe').set({ note }).where('id', '=', second).execute();
        });
      await Promise.all([side(1, 2, 'left'), side(2, 1, 'right')]);
      const final = await notes();
      expect(final[0]).toBe(final[1]);
    },
    30_000,
  );
});

function onPostgres(): boolean {
  return (process.env['DATABASE_URL'] ?? '') !== '';
}

/** Every server source under src, outside tests and this helper. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every transaction of the server', () => {
  it('starts through inTransaction, so each one is retried on a conflict', () => {
    const root = new URL('..', import.meta.url).pathname;
    const direct = sources(root).filter(
      (path) =>
        !path.endsWith(join('db', 'transaction.ts')) &&
        /\.transaction\(\)/.test(readFileSync(path, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});

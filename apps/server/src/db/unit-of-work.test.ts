import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect';
import { connectPglite } from './connect';
import { kyselyUnitOfWork } from './unit-of-work';

// The adapter's promise (ADR 0068): the work's writes land together or not at all.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await connectPglite('memory');
  await sql`create table shelf (sku text primary key, quantity integer not null)`.execute(
    handle.db,
  );
});
afterAll(() => handle.db.destroy());

const shelfOf = (db: DatabaseHandle['db']) => ({
  put: (sku: string, quantity: number) =>
    sql`insert into shelf values (${sku}, ${quantity})`.execute(db),
  count: async () =>
    Number((await sql<{ n: number }>`select count(*) as n from shelf`.execute(db)).rows[0]?.n),
});

describe('kyselyUnitOfWork', () => {
  it('commits every write of a work that returns', async () => {
    const uow = kyselyUnitOfWork(handle.db, (tx) => ({ shelf: shelfOf(tx) }));
    const answer = await uow.run(async (tx) => {
      await tx.shelf.put('A', 1);
      await tx.shelf.put('B', 2);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await shelfOf(handle.db).count()).toBe(2);
  });

  it('rolls every write back when the work throws, and the error goes on', async () => {
    const uow = kyselyUnitOfWork(handle.db, (tx) => ({ shelf: shelfOf(tx) }));
    await expect(
      uow.run(async (tx) => {
        await tx.shelf.put('C', 3);
        throw new Error('refused after a write');
      }),
    ).rejects.toThrow('refused after a write');
    expect(await shelfOf(handle.db).count()).toBe(2);
  });
});

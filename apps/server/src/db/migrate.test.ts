import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../test-support/isolated-database';
import { isolatedDatabase } from '../test-support/isolated-database';
import { ledgerSum } from './ledger';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { seedDemoData, seedReferenceData } from './seed';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(() => database.drop());

const tables = async (db: Kysely<unknown>) =>
  (await db.introspection.getTables()).map((t) => t.name).sort();

describe('migrations', () => {
  it('apply in order on a fresh database, then have nothing left to apply', async () => {
    const { db } = database.handle;
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tables(db as unknown as Kysely<unknown>)).toEqual(
      expect.arrayContaining([
        'customers',
        'sessions',
        'captchas',
        'rate_limits',
        'ledger',
        'orders',
        'news_reads',
      ]),
    );
  });

  it('can be rolled back to nothing and applied again', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect((await tables(db)).filter((t) => !t.startsWith('kysely_'))).toEqual([]);
    expect(await migrateToLatest(database.handle.db)).toEqual(Object.keys(MIGRATIONS));
  });
});

describe('seeding', () => {
  it('creates the demo merchant once, its balance equal to its ledger', async () => {
    const { db } = database.handle;
    await seedReferenceData(db);
    await seedReferenceData(db);
    const first = await seedDemoData(db, new Date('2026-11-21T00:00:00Z'));
    const again = await seedDemoData(db, new Date('2026-11-22T00:00:00Z'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, customerId: first.customerId });
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', first.customerId)
      .executeTakeFirstOrThrow();
    expect(Number(customer.balance_minor)).toBe(100_000);
    expect(await ledgerSum(db, first.customerId)).toBe(100_000);
    expect((await db.selectFrom('warehouses').select('id').execute()).length).toBe(9);
  });
});

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../test-support/isolated-database';
import { isolatedDatabase } from '../../test-support/isolated-database';
import { migrationBefore, migratorOf } from '../../test-support/migrations';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(() => database.drop());

const NAME = '106-statement-count-triggers';
const BEFORE = migrationBefore(NAME);

let serial = 0;
/** Three products of the test merchant in one statement, then one moved to rejected. */
async function writeProducts(db: Kysely<unknown>) {
  const first = serial + 1;
  serial += 3;
  await sql`insert into products (customer_id, sku, name, cn_name, created_at)
    select c.id, 'MIG-' || g, 'Mug', '杯', now() from customers c,
      generate_series(${first}::int, ${serial}::int) as g
    where c.username = 'count-merchant'`.execute(db);
  await sql`update products set status = 'rejected' where sku = ${`MIG-${first}`}`.execute(db);
}

const counts = async (db: Kysely<unknown>) =>
  (
    await sql<{ status: string; n: string }>`select status, n from product_status_counts
      where n <> 0 order by status`.execute(db)
  ).rows.map((row) => [row.status, Number(row.n)]);

const triggers = async (db: Kysely<unknown>) =>
  (
    await sql<{ tgname: string }>`select tgname from pg_trigger
      where tgrelid in ('products'::regclass, 'orders'::regclass) and not tgisinternal
      order by tgname`.execute(db)
  ).rows.map((row) => row.tgname);

describe('migration 106: status counts kept per statement', () => {
  it('goes on counting what the row triggers counted, and rolls back to them', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into customers
      (username, name, email, password_hash, activation_status, currency, created_at)
      values ('count-merchant', 'Count Co', 'c@example.com', 'x', 'not_submitted', 'CNY', now())`.execute(
      db,
    );
    await writeProducts(db);
    expect(await counts(db)).toEqual([
      ['draft', 2],
      ['rejected', 1],
    ]);

    expect((await migratorOf(db).migrateTo(NAME)).error).toBeUndefined();
    expect(await triggers(db)).toEqual([
      'orders_status_counts_delete',
      'orders_status_counts_insert',
      'orders_status_counts_update',
      'products_status_counts_delete',
      'products_status_counts_insert',
      'products_status_counts_update',
    ]);
    await writeProducts(db);
    await sql`delete from products where sku = 'MIG-2'`.execute(db);
    expect(await counts(db)).toEqual([
      ['draft', 3],
      ['rejected', 2],
    ]);

    expect((await migratorOf(db).migrateTo(BEFORE)).error).toBeUndefined();
    expect(await triggers(db)).toEqual(['orders_status_count', 'products_status_count']);
    await writeProducts(db);
    expect(await counts(db)).toEqual([
      ['draft', 5],
      ['rejected', 3],
    ]);
  });
});

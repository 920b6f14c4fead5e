import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../test-support/isolated-database';
import { isolatedDatabase } from '../../test-support/isolated-database';
import { migratorOf } from '../../test-support/migrations';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await isolatedDatabase();
});
afterAll(() => database.drop());

const JSON_COLUMNS = [
  ['asns', 'tracking_numbers'],
  ['rmas', 'tracking_numbers'],
  ['products', 'images'],
  ['products', 'certificates'],
  ['products', 'brand_certificates'],
  ['product_uploads', 'rows'],
  ['verifications', 'fields'],
] as const;

const typeOf = async (db: Kysely<unknown>, table: string, column: string) => {
  const { rows } = await sql<{ data_type: string; column_default: string | null }>`
    select data_type, column_default from information_schema.columns
    where table_name = ${table} and column_name = ${column}`.execute(db);
  return rows[0];
};

describe('migration 014: JSON stored as jsonb', () => {
  it('turns every JSON-as-text column into jsonb, keeping the stored JSON and the [] default', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo('013-verification-fields-jsonb')).error).toBeUndefined();
    // A product written before 014: text that is JSON, and the text default of the upload ids.
    await sql`insert into customers
      (username, name, email, password_hash, activation_status, currency, created_at)
      values ('json-merchant', 'Json Co', 'j@example.com', 'x', 'not_submitted', 'CNY', now())`.execute(
      db,
    );
    await sql`insert into products (customer_id, sku, name, cn_name, created_at, images)
      select id, 'JSON-1', 'Mug', '杯', now(), '["u1","u2"]'
      from customers where username = 'json-merchant'`.execute(db);
    expect((await migratorOf(db).migrateTo('014-json-columns-jsonb')).error).toBeUndefined();
    for (const [table, column] of JSON_COLUMNS)
      expect((await typeOf(db, table, column))?.data_type, `${table}.${column}`).toBe('jsonb');
    expect((await typeOf(db, 'products', 'certificates'))?.column_default).toContain('[]');
    const { rows } = await sql<{ images: unknown; certificates: unknown }>`
      select images, certificates from products where sku = 'JSON-1'`.execute(db);
    // the driver hands back the array, not text to parse
    expect(rows[0]).toEqual({ images: ['u1', 'u2'], certificates: [] });
  });

  it('rolls back to text holding the same JSON', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo('013-verification-fields-jsonb')).error).toBeUndefined();
    expect((await typeOf(db, 'products', 'images'))?.data_type).toBe('text');
    const { rows } = await sql<{ images: string }>`
      select images from products where sku = 'JSON-1'`.execute(db);
    expect(JSON.parse(rows[0]?.images ?? '')).toEqual(['u1', 'u2']);
    expect((await migratorOf(db).migrateToLatest()).error).toBeUndefined();
  });
});

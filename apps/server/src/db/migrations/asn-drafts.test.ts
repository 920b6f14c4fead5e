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

const NAME = '105-asn-drafts';
const BEFORE = migrationBefore(NAME);

/** Whether each column a draft may leave empty takes null, as 'table.column' -> YES/NO. */
const nullability = async (db: Kysely<unknown>) =>
  Object.fromEntries(
    (
      await sql<{
        name: string;
        is_nullable: string;
      }>`select table_name || '.' || column_name as name,
        is_nullable from information_schema.columns
        where (table_name = 'asns' and column_name = 'warehouse_id')
           or (table_name = 'asn_lines' and column_name = 'quantity')
           or (table_name = 'asn_boxes' and column_name in
               ('quantity', 'weight_centikg', 'length_mm10', 'width_mm10', 'height_mm10'))`.execute(
        db,
      )
    ).rows.map((row) => [row.name, row.is_nullable]),
  );

/** A draft as migration 105 lets it be stored: the warehouse, line quantity and box measures given or not. */
async function draft(db: Kysely<unknown>, asnNo: string, warehouse: boolean) {
  const { rows } = await sql<{ id: number }>`insert into asns
    (customer_id, asn_no, warehouse_id, status, prepacking, delivery_mode, tracking_numbers, fba,
     fba_address, level, unloading, air_freight, estimated_arrival, freight_minor, vat_minor,
     insurance_minor, currency, created_at, updated_at)
    select c.id, ${asnNo}, ${warehouse ? sql`w.id` : sql`null`}, 'draft', 'self', 'dropOff', '[]',
           false, '', 'standard', false, false, '', 0, 0, 0, 'CNY', now(), now()
      from customers c, warehouses w where c.username = 'draft-merchant' and w.code = 'DRAFT-WH'
    returning id`.execute(db);
  const asnId = rows[0]!.id;
  await sql`insert into asn_lines (asn_id, product_id, quantity)
    select ${asnId}, id, null from products where sku = 'DRAFT-MUG'`.execute(db);
  await sql`insert into asn_boxes (asn_id, box_no, sku, quantity, weight_centikg, length_mm10,
      width_mm10, height_mm10)
    values (${asnId}, 1, 'DRAFT-MUG', null, 450, null, null, null)`.execute(db);
  return asnId;
}

describe('migration 105: an ASN draft may leave fields empty', () => {
  it('lets the draft columns take null, and back down gives them values or drops a draft without a warehouse', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo(NAME)).error).toBeUndefined();
    expect(Object.values(await nullability(db))).toEqual(Array(7).fill('YES'));
    await sql`insert into customers
      (username, name, email, password_hash, activation_status, currency, created_at)
      values ('draft-merchant', 'Draft Co', 'd@example.com', 'x', 'not_submitted', 'CNY', now())`.execute(
      db,
    );
    await sql`insert into warehouses (code, name, cn_name) values ('DRAFT-WH', 'Draft', '草')`.execute(
      db,
    );
    await sql`insert into products (customer_id, sku, name, cn_name, created_at)
      select id, 'DRAFT-MUG', 'Mug', '杯', now() from customers where username = 'draft-merchant'`.execute(
      db,
    );
    const placed = await draft(db, 'ASN-DRAFT-1', true);
    const homeless = await draft(db, 'ASN-DRAFT-2', false);

    expect((await migratorOf(db).migrateTo(BEFORE)).error).toBeUndefined();
    expect(Object.values(await nullability(db))).toEqual(Array(7).fill('NO'));
    const kept = await sql<{
      id: number;
    }>`select id from asns where id in (${placed}, ${homeless})`.execute(db);
    expect(kept.rows.map((row) => row.id)).toEqual([placed]);
    const line = await sql<{
      quantity: number;
    }>`select quantity from asn_lines where asn_id = ${placed}`.execute(db);
    expect(line.rows).toEqual([{ quantity: 0 }]);
    const box = await sql<Record<string, number>>`select quantity, weight_centikg, length_mm10
      from asn_boxes where asn_id = ${placed}`.execute(db);
    expect(box.rows).toEqual([{ quantity: 0, weight_centikg: 450, length_mm10: 0 }]);

    expect((await migratorOf(db).migrateTo(NAME)).error).toBeUndefined();
    expect(Object.values(await nullability(db))).toEqual(Array(7).fill('YES'));
  });
});

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

const NAME = '090-box-quantities';
const BEFORE = migrationBefore(NAME);

/** An ASN saved before the column: its lines (sku, quantity) and its boxes' SKUs in box order. */
async function oldAsn(
  db: Kysely<unknown>,
  asnNo: string,
  lines: readonly [string, number][],
  boxSkus: readonly string[],
) {
  const { rows } = await sql<{ id: number }>`insert into asns
    (customer_id, asn_no, warehouse_id, status, prepacking, delivery_mode, tracking_numbers, fba,
     fba_address, level, unloading, air_freight, estimated_arrival, freight_minor, vat_minor,
     insurance_minor, currency, created_at, updated_at)
    select c.id, ${asnNo}, w.id, 'draft', 'self', 'dropOff', '[]', false, '', 'standard', false,
           false, '', 0, 0, 0, 'CNY', now(), now()
      from customers c, warehouses w where c.username = 'box-merchant' and w.code = 'BOX-WH'
    returning id`.execute(db);
  const asnId = rows[0]!.id;
  for (const [sku, quantity] of lines)
    await sql`insert into asn_lines (asn_id, product_id, quantity)
      select ${asnId}, id, ${quantity} from products where sku = ${sku}`.execute(db);
  for (const [index, sku] of boxSkus.entries())
    await sql`insert into asn_boxes
      (asn_id, box_no, sku, weight_centikg, length_mm10, width_mm10, height_mm10)
      values (${asnId}, ${index + 1}, ${sku}, 500, 100, 100, 100)`.execute(db);
  return asnId;
}

const boxQuantities = async (db: Kysely<unknown>, asnId: number) =>
  (
    await sql<{ sku: string; quantity: number }>`select sku, quantity from asn_boxes
      where asn_id = ${asnId} order by box_no`.execute(db)
  ).rows.map((row) => [row.sku, row.quantity]);

describe('migration 090: a box holds a quantity', () => {
  it("shares each existing line out over its SKU's boxes, so the boxes add up to the line", async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into customers
      (username, name, email, password_hash, activation_status, currency, created_at)
      values ('box-merchant', 'Box Co', 'b@example.com', 'x', 'not_submitted', 'CNY', now())`.execute(
      db,
    );
    await sql`insert into warehouses (code, name, cn_name) values ('BOX-WH', 'Box', '箱')`.execute(
      db,
    );
    for (const sku of ['MUG', 'CUP', 'PLATE'])
      await sql`insert into products (customer_id, sku, name, cn_name, created_at)
        select id, ${sku}, ${sku}, '杯', now() from customers where username = 'box-merchant'`.execute(
        db,
      );
    const mixed = await oldAsn(
      db,
      'ASN-OLD-1',
      [
        ['MUG', 10],
        ['CUP', 4],
      ],
      ['MUG', 'CUP', 'MUG', 'MUG'],
    );
    const single = await oldAsn(db, 'ASN-OLD-2', [['PLATE', 7]], ['PLATE']);
    const noBoxes = await oldAsn(db, 'ASN-OLD-3', [['MUG', 3]], []);

    expect((await migratorOf(db).migrateTo(NAME)).error).toBeUndefined();

    // 10 MUG over 3 boxes: 4, 3, 3 in box order; CUP's one box holds its 4
    expect(await boxQuantities(db, mixed)).toEqual([
      ['MUG', 4],
      ['CUP', 4],
      ['MUG', 3],
      ['MUG', 3],
    ]);
    expect(await boxQuantities(db, single)).toEqual([['PLATE', 7]]);
    expect(await boxQuantities(db, noBoxes)).toEqual([]);
    await expect(
      sql`update asn_boxes set quantity = -1 where asn_id = ${single}`.execute(db),
    ).rejects.toThrow(/asn_boxes_quantity_not_negative/);
  });

  it('rolls back to boxes without a quantity', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    expect((await migratorOf(db).migrateTo(BEFORE)).error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n
      from information_schema.columns
      where table_name = 'asn_boxes' and column_name = 'quantity'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});

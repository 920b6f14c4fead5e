import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A box holds one SKU and a quantity (issue 10 item 11): the box label prints it, and a notice's
 * line quantities are its boxes' sums. Boxes saved before this column had no quantity, so each
 * existing ASN's line is shared out over the boxes of its SKU in box order, evenly with the
 * remainder one unit at a time from the first box (10 units in 3 boxes: 4, 3, 3). The sums then
 * hold for every SKU that has boxes; a box whose SKU has no line (never accepted by the form) keeps
 * 0, and a line with fewer units than boxes leaves the last boxes at 0, which the merchant sees
 * refused on the next edit rather than an invented count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('asn_boxes')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update asn_boxes b
       set quantity = share.quantity
      from (
        select x.id,
               l.quantity / count(*) over per_sku
                 + case when row_number() over per_sku_ordered <= l.quantity % count(*) over per_sku
                        then 1 else 0 end as quantity
          from asn_boxes x
          join asn_lines l on l.asn_id = x.asn_id
          join products p on p.id = l.product_id and p.sku = x.sku
        window per_sku as (partition by x.asn_id, x.sku),
               per_sku_ordered as (partition by x.asn_id, x.sku order by x.box_no)
      ) share
     where share.id = b.id`.execute(db);
  await sql`alter table asn_boxes add constraint asn_boxes_quantity_not_negative check (quantity >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('asn_boxes').dropColumn('quantity').execute();
}

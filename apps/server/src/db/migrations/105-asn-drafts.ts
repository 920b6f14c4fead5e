import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The columns an ASN draft may leave empty, by table. */
const EMPTY_IN_A_DRAFT = {
  asns: ['warehouse_id'],
  asn_lines: ['quantity'],
  asn_boxes: ['quantity', 'weight_centikg', 'length_mm10', 'width_mm10', 'height_mm10'],
} as const;

/**
 * "Save as draft" keeps an incomplete inbound notice (issue 10 item 13): a draft may not name its
 * warehouse yet, a line its quantity, a box its quantity, weight or size. These columns take null
 * for "not given"; submitting still requires every one (the domain's full form rule), so a
 * submitted notice never holds a null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(EMPTY_IN_A_DRAFT))
    for (const column of columns)
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
}

/**
 * Back to the old schema, which cannot hold what a draft left out: a missing quantity or box
 * measure becomes 0 (the form refuses it on the next edit, as it did before), and a draft that
 * names no warehouse is deleted with its lines and boxes, since no warehouse can be invented.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const homeless = sql`select id from asns where warehouse_id is null`;
  await sql`delete from asn_boxes where asn_id in (${homeless})`.execute(db);
  await sql`delete from asn_lines where asn_id in (${homeless})`.execute(db);
  await sql`delete from asns where warehouse_id is null`.execute(db);
  for (const [table, columns] of Object.entries(EMPTY_IN_A_DRAFT))
    for (const column of columns) {
      if (table === 'asns') continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = 0 where ${sql.ref(column)} is null`.execute(
        db,
      );
    }
  for (const [table, columns] of Object.entries(EMPTY_IN_A_DRAFT))
    for (const column of columns)
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The last JSON-as-text columns become jsonb, as 013 did for verification fields: tracking numbers
 * of ASNs and returns, a product's upload ids (images, certificates, brand certificates) and an
 * upload's row results. The database checks the JSON once, on write, and the drivers (pg and
 * PGlite) hand back the array instead of every reader parsing text.
 */
const COLUMNS: readonly (readonly [table: string, column: string, fallback: string | null])[] = [
  ['asns', 'tracking_numbers', null],
  ['rmas', 'tracking_numbers', null],
  ['products', 'images', '[]'],
  ['products', 'certificates', '[]'],
  ['products', 'brand_certificates', '[]'],
  ['product_uploads', 'rows', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, fallback] of COLUMNS) {
    const t = sql.table(table);
    const c = sql.ref(column);
    // A text default cannot be cast with the column, so it is dropped and set again as jsonb.
    if (fallback !== null) await sql`alter table ${t} alter column ${c} drop default`.execute(db);
    await sql`alter table ${t} alter column ${c} type jsonb using ${c}::jsonb`.execute(db);
    if (fallback !== null)
      await sql`alter table ${t} alter column ${c} set default ${sql.lit(fallback)}::jsonb`.execute(
        db,
      );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, fallback] of COLUMNS) {
    const t = sql.table(table);
    const c = sql.ref(column);
    if (fallback !== null) await sql`alter table ${t} alter column ${c} drop default`.execute(db);
    await sql`alter table ${t} alter column ${c} type text using ${c}::text`.execute(db);
    if (fallback !== null)
      await sql`alter table ${t} alter column ${c} set default ${sql.lit(fallback)}`.execute(db);
  }
}

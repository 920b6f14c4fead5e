import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const COUNTS = { orders: 'order_status_counts', products: 'product_status_counts' } as const;

const rows = (
  list: readonly { customer_id: number; status: string; n: string | number | bigint }[],
) => list.map((r) => [r.customer_id, r.status, Number(r.n)] as const);

/**
 * Every (merchant, status) pair of `table`: what its counts table keeps (migrations 009, 032 and
 * 106), and what COUNT(*) over the table itself says; a test holds the two equal.
 */
export async function keptAndCounted(db: Kysely<Database>, table: keyof typeof COUNTS) {
  const kept = await db
    .selectFrom(COUNTS[table])
    .select(['customer_id', 'status', 'n'])
    .where('n', '<>', '0')
    .orderBy('customer_id')
    .orderBy('status')
    .execute();
  const counted = await db
    .selectFrom(table)
    .select(['customer_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['customer_id', 'status'])
    .orderBy('customer_id')
    .orderBy('status')
    .execute();
  return { kept: rows(kept), counted: rows(counted) };
}

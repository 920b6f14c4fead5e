import { CURRENCIES } from '@portal/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The exchange rates the operator sets (operator API and CLI), read through the domain's
 * RateTable port. One row per currency pair; a rate is an exact ratio of two integers (7.2 is
 * 72/10), so no float ever touches money. Setting a pair again replaces it and records who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const currencies = sql.join(CURRENCIES.map((c) => sql.lit(c)));
  await db.schema
    .createTable('exchange_rates')
    .addColumn('from_currency', 'text', (c) => c.notNull())
    .addColumn('to_currency', 'text', (c) => c.notNull())
    .addColumn('numerator', 'bigint', (c) => c.notNull())
    .addColumn('denominator', 'bigint', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pkey', ['from_currency', 'to_currency'])
    .addCheckConstraint(
      'exchange_rates_ratio',
      sql`numerator > 0 and denominator > 0 and from_currency <> to_currency`,
    )
    .addCheckConstraint(
      'exchange_rates_currencies',
      sql`from_currency in (${currencies}) and to_currency in (${currencies})`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
}

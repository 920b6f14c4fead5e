import { SHIPPING_CHANNELS } from '@portal/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Freight rate cards, one per channel, in CNY fen: the first weight's price and each further
 * step's, up to the channel's maximum weight, and the remote-area surcharge. The rows inserted
 * here are SAMPLE DATA (round figures, one card per channel of the domain's sample channel table)
 * so a new installation can quote; the operator replaces them (`ops set-rate-card`, API
 * /merchant/api-ops/set-rate-card). A channel without a card has "no logistics price".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_cards')
    .addColumn('channel', 'text', (c) => c.primaryKey())
    .addColumn('first_weight_g', 'integer', (c) => c.notNull())
    .addColumn('first_price_minor', 'integer', (c) => c.notNull())
    .addColumn('step_weight_g', 'integer', (c) => c.notNull())
    .addColumn('step_price_minor', 'integer', (c) => c.notNull())
    .addColumn('max_weight_g', 'integer', (c) => c.notNull())
    .addColumn('remote_surcharge_minor', 'integer', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'rate_cards_positive',
      sql`first_weight_g > 0 and step_weight_g > 0 and max_weight_g >= first_weight_g
        and first_price_minor >= 0 and step_price_minor >= 0 and remote_surcharge_minor >= 0`,
    )
    .execute();
  const cards = SHIPPING_CHANNELS.map((channel, index) => ({
    channel: channel.code,
    first_weight_g: 500,
    first_price_minor: 3000 + index * 500,
    step_weight_g: 500,
    step_price_minor: 1000,
    max_weight_g: 30_000,
    remote_surcharge_minor: 2500,
    set_by: 'sample',
    updated_at: new Date('2026-01-01T00:00:00Z'),
  }));
  await (db as Kysely<{ rate_cards: (typeof cards)[number] }>)
    .insertInto('rate_cards')
    .values(cards)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_cards').execute();
}

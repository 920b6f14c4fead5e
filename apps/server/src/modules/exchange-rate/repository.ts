import type { RateTable, RateTableEntry } from '@portal/domain';
import { rateTableFromEntries } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One stored rate: the pair, the exact fraction, who set it and when (migration 012). */
export interface ExchangeRateRecord {
  readonly from_currency: string;
  readonly to_currency: string;
  readonly numerator: number | string | bigint;
  readonly denominator: number | string | bigint;
  readonly set_by: string;
  readonly updated_at: Date | string;
}

/** Every query of the exchange-rate module (ADR 0068); `kyselyExchangeRateRepository` adapts it. */
export interface ExchangeRateRepository {
  /** Every stored rate, by pair. */
  list(): Promise<readonly ExchangeRateRecord[]>;
  /** Sets one pair's rate, replacing any earlier one; returns the stored row. */
  upsert(entry: RateTableEntry, setBy: string, now: Date): Promise<ExchangeRateRecord>;
}

export const kyselyExchangeRateRepository = (db: Db): ExchangeRateRepository => ({
  list: () => listExchangeRates(db),
  upsert: (entry, setBy, now) => upsertExchangeRate(db, entry, setBy, now),
});

const listExchangeRates = (db: Db) =>
  db
    .selectFrom('exchange_rates')
    .selectAll()
    .orderBy('from_currency')
    .orderBy('to_currency')
    .execute();

/**
 * The domain's RateTable port over the exchange_rates table: a snapshot loaded before a rule
 * computes (the rules stay synchronous and repeatable). A missing pair stays missing: the rule
 * answers FEE.RATE_UNAVAILABLE rather than guessing a rate.
 */
export async function loadRateTable(db: Db): Promise<RateTable> {
  const rows = await listExchangeRates(db);
  return rateTableFromEntries(
    rows.map((r): RateTableEntry => ({
      from: r.from_currency,
      to: r.to_currency,
      rate: { numerator: BigInt(r.numerator), denominator: BigInt(r.denominator) },
    })),
  );
}

const upsertExchangeRate = (db: Db, entry: RateTableEntry, setBy: string, now: Date) =>
  db
    .insertInto('exchange_rates')
    .values({
      from_currency: entry.from,
      to_currency: entry.to,
      // Bigint parameters travel as text, which PostgreSQL casts to the bigint column exactly.
      numerator: sql<number>`${entry.rate.numerator.toString()}::bigint`,
      denominator: sql<number>`${entry.rate.denominator.toString()}::bigint`,
      set_by: setBy,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['from_currency', 'to_currency']).doUpdateSet((eb) => ({
        numerator: eb.ref('excluded.numerator'),
        denominator: eb.ref('excluded.denominator'),
        set_by: eb.ref('excluded.set_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

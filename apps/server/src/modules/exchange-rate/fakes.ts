import { strictFake } from '../../test-support/strict-fake';
import type { ExchangeRateRecord, ExchangeRateRepository } from './repository';

/**
 * The exchange-rate repository in memory: one row per pair, a new rate replaces the old one, the
 * list sorted by pair as the adapter's query sorts it. Strict for any method not written here.
 */
export function fakeExchangeRateRepository(
  seeded: readonly ExchangeRateRecord[] = [],
): ExchangeRateRepository {
  const rows = new Map(seeded.map((r) => [`${r.from_currency}/${r.to_currency}`, r]));
  return strictFake<ExchangeRateRepository>('ExchangeRateRepository', {
    list: async () => [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, r]) => r),
    upsert: async (entry, setBy, now) => {
      const row: ExchangeRateRecord = {
        from_currency: entry.from,
        to_currency: entry.to,
        numerator: entry.rate.numerator,
        denominator: entry.rate.denominator,
        set_by: setBy,
        updated_at: now,
      };
      rows.set(`${entry.from}/${entry.to}`, row);
      return row;
    },
  });
}

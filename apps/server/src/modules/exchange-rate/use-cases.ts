import type { ExchangeRateRow } from '@portal/contract';
import { parseExchangeRateEntry } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { OPERATOR_NAME } from '../shared/operator';
import { exchangeRateRow } from './exchange-rate-view';
import type { ExchangeRateRepository } from './repository';

/** The ports the exchange-rate use cases use (ADR 0068). */
export type ExchangeRatePorts = Pick<Deps, 'now'> & { readonly rates: ExchangeRateRepository };

/** The operator's exchange rates: the list, and setting one pair. */
export function exchangeRateUseCases({ rates, now }: ExchangeRatePorts) {
  return {
    async list(): Promise<Outcome<ExchangeRateRow[]>> {
      return succeed((await rates.list()).map(exchangeRateRow));
    },

    /** The operator sets one pair; the domain checks the currencies and the rate. */
    async set(input: InputFor<'ops.setExchangeRate'>): Promise<Outcome<ExchangeRateRow>> {
      const entry = parseExchangeRateEntry({ from: input.from, to: input.to, rate: input.rate });
      if (!entry.ok) return invalid(entry.error);
      const row = await rates.upsert(entry.value, OPERATOR_NAME, now());
      return succeed(exchangeRateRow(row), 'SERVER.EXCHANGE_RATE_SET');
    },
  };
}

import type { ExchangeRateRow } from '@portal/contract';
import { parseExchangeRateEntry, rateText } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalid, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { OPERATOR_NAME } from '../shared/operator';
import type { ExchangeRateRecord } from './repository';
import { listExchangeRates, upsertExchangeRate } from './repository';

const rateRow = (r: ExchangeRateRecord): ExchangeRateRow => ({
  from: r.from_currency,
  to: r.to_currency,
  rate: rateText({ numerator: BigInt(r.numerator), denominator: BigInt(r.denominator) }),
  set_by: r.set_by,
  updated_at: new Date(r.updated_at).toISOString(),
});

export async function exchangeRates(deps: Deps): Promise<Outcome<ExchangeRateRow[]>> {
  return succeed((await listExchangeRates(deps.db)).map(rateRow));
}

/** The operator sets one pair; the domain checks the currencies and the rate. */
export async function setExchangeRate(
  deps: Deps,
  input: InputFor<'ops.setExchangeRate'>,
): Promise<Outcome<ExchangeRateRow>> {
  const entry = parseExchangeRateEntry({ from: input.from, to: input.to, rate: input.rate });
  if (!entry.ok) return invalid(entry.error);
  const row = await upsertExchangeRate(deps.db, entry.value, OPERATOR_NAME, deps.now());
  return succeed(rateRow(row), 'SERVER.EXCHANGE_RATE_SET');
}

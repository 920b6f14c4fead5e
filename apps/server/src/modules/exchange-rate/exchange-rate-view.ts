import type { ExchangeRateRow } from '@portal/contract';
import { rateText } from '@portal/domain';
import { isoTime } from '../shared/iso-time';
import type { ExchangeRateRecord } from './repository';

/** A stored rate as the contract's row: the exact fraction written as the decimal it was typed. */
export const exchangeRateRow = (r: ExchangeRateRecord): ExchangeRateRow => ({
  from: r.from_currency,
  to: r.to_currency,
  rate: rateText({ numerator: BigInt(r.numerator), denominator: BigInt(r.denominator) }),
  set_by: r.set_by,
  updated_at: isoTime(r.updated_at),
});

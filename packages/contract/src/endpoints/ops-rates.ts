import type { ExchangeRateRow } from '../data/ops';
import { endpoint, requiredText } from '../endpoint';

const ops = {
  area: 'ops',
  access: 'operator',
  alertOnError: true,
  namedBySpec: false,
} as const;

/**
 * The exchange rates the provider's staff set (merged into OPS_ENDPOINTS): the server reads them
 * through the domain's RateTable port wherever money changes currency (the ASN insurance estimate).
 */
export const EXCHANGE_RATE_OPS_ENDPOINTS = {
  exchangeRates: endpoint<readonly ExchangeRateRow[]>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/exchange-rates',
    summary: 'The exchange rates in force, one per currency pair',
    input: 'query',
    fields: {},
    data: 'ExchangeRateRow[]',
  }),
  setExchangeRate: endpoint<ExchangeRateRow>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/set-exchange-rate',
    summary: 'Sets (or replaces) the rate of one currency pair',
    input: 'body',
    fields: {
      from: requiredText('currency code, such as USD'),
      to: requiredText('currency code, such as CNY'),
      rate: requiredText('how many `to` one `from` is worth: a plain decimal, such as 7.2'),
    },
    data: 'ExchangeRateRow',
  }),
} as const;

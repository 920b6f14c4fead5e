import { Type } from 'typebox';
import { ExchangeRateRowSchema } from '../data/ops';
import { endpoint } from '../endpoint';
import { EXCHANGE_RATE_OPS_ROUTES } from '../routes/ops-rates';
import { requiredText } from '../schemas/kit';

/**
 * The exchange rates the provider's staff set (merged into OPS_ENDPOINTS): the server reads them
 * through the domain's RateTable port wherever money changes currency (the ASN insurance estimate).
 */
export const EXCHANGE_RATE_OPS_ENDPOINTS = {
  exchangeRates: endpoint(EXCHANGE_RATE_OPS_ROUTES.exchangeRates, {
    summary: 'The exchange rates in force, one per currency pair',
    request: Type.Object({}),
    response: Type.Array(ExchangeRateRowSchema),
  }),
  setExchangeRate: endpoint(EXCHANGE_RATE_OPS_ROUTES.setExchangeRate, {
    summary: 'Sets (or replaces) the rate of one currency pair',
    request: Type.Object({
      from: requiredText('currency code, such as USD'),
      to: requiredText('currency code, such as CNY'),
      rate: requiredText('how many `to` one `from` is worth: a plain decimal, such as 7.2'),
    }),
    response: ExchangeRateRowSchema,
  }),
} as const;

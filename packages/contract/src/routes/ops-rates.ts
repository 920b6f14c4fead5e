/** The routes of the exchange-rate ops endpoints: method, path, access; no schema (the web imports these). */
export const EXCHANGE_RATE_OPS_ROUTES = {
  exchangeRates: {
    method: 'GET',
    path: '/merchant/api-ops/exchange-rates',
    area: 'ops',
    access: 'operator',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  setExchangeRate: {
    method: 'POST',
    path: '/merchant/api-ops/set-exchange-rate',
    area: 'ops',
    access: 'operator',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;

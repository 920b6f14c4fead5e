import { rateTableFromEntries } from './rate-table';

/** Round test rates (not market rates), so expected fees can be checked by hand. */
export const TEST_RATES = rateTableFromEntries([
  { from: 'USD', to: 'CNY', rate: { numerator: 7n, denominator: 1n } },
  { from: 'SGD', to: 'CNY', rate: { numerator: 5n, denominator: 1n } },
  { from: 'USD', to: 'SGD', rate: { numerator: 14n, denominator: 10n } },
  { from: 'CNY', to: 'USD', rate: { numerator: 1n, denominator: 7n } },
  { from: 'CNY', to: 'SGD', rate: { numerator: 1n, denominator: 5n } },
]);

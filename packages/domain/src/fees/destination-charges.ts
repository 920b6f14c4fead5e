import { FEE_CODES } from './codes';
import type { Money } from './money';
import {
  FEE_CURRENCY,
  addMoney,
  compareExactToMoney,
  roundExactAmount,
  scaleExact,
  zeroMoney,
} from './money';
import type { Rate } from './rate';
import { checkRate } from './rate';
import type { RateTable } from './rate-table';
import { convertExact } from './rate-table';
import { invalidMeasure } from './invalid-measure';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** Countries are ISO 3166-1 alpha-2 codes (AE, SA, QA, SG...), compared case-insensitively. */
const sameCountry = (a: string, b: string) => a.trim().toUpperCase() === b.toUpperCase();

/** UAE and Saudi Arabia: 5% VAT on the declared value (spec section 9). */
export const DESTINATION_VAT_RATES: Readonly<Record<string, Rate>> = {
  AE: { numerator: 5n, denominator: 100n },
  SA: { numerator: 5n, denominator: 100n },
};

export interface DeclaredShipment {
  readonly country: string;
  readonly declaredValue: Money;
}

/**
 * The destination VAT in CNY; zero where the country has no VAT rule here. Rounding: the declared
 * value is converted exactly, taken at the rate, and rounded once half-up to the fen.
 */
export function destinationVat(
  shipment: DeclaredShipment,
  rates: RateTable,
): Result<Money, MessageCode> {
  const country = Object.keys(DESTINATION_VAT_RATES).find((c) => sameCountry(shipment.country, c));
  const rate = country === undefined ? undefined : DESTINATION_VAT_RATES[country];
  if (shipment.declaredValue.amount < 0) return invalidMeasure('declaredValue');
  if (rate === undefined) return ok(zeroMoney(FEE_CURRENCY));
  const declared = convertExact(shipment.declaredValue, FEE_CURRENCY, rates);
  return declared.ok ? roundExactAmount(scaleExact(declared.value, rate), 'half_up') : declared;
}

/** Qatar: a 39 RMB destination fee per shipment. */
export const QATAR_DESTINATION_FEE: Money = { amount: 3900, currency: 'CNY' };

export const destinationFee = (country: string): Money =>
  sameCountry(country, 'QA') ? QATAR_DESTINATION_FEE : zeroMoney(FEE_CURRENCY);

/**
 * The prepaid-duty (DDP) fees per shipment the spec names. Which channel and country charges
 * which is provider data, not spec text, so it comes in as a table.
 */
export const PREPAID_DUTY_FEES: readonly Money[] = [12000, 15000, 17000, 30000].map(
  (amount) => ({ amount, currency: 'CNY' }) as const,
);

export interface PrepaidDutyFeeEntry {
  readonly channel: string;
  readonly country: string;
  readonly fee: Money;
}

/** The prepaid-duty fee of a channel to a country; an error when the table has no such entry. */
export function prepaidDutyFee(
  table: readonly PrepaidDutyFeeEntry[],
  shipment: { readonly channel: string; readonly country: string },
): Result<Money, MessageCode> {
  const entry = table.find(
    (e) => e.channel === shipment.channel && sameCountry(shipment.country, e.country),
  );
  return entry === undefined
    ? err(
        message(FEE_CODES.prepaidDutyUnavailable, {
          channel: shipment.channel,
          country: shipment.country,
        }),
      )
    : ok(entry.fee);
}

/** Some channels charge a 10 RMB duty when the declared value is over 15 USD. */
export const LOW_VALUE_DUTY_THRESHOLD: Money = { amount: 1500, currency: 'USD' };
export const LOW_VALUE_DUTY_FEE: Money = { amount: 1000, currency: 'CNY' };

/**
 * For a channel that charges it: 10 RMB when the declared value is strictly over 15.00 USD, else
 * zero. The comparison is exact (no rounding); another currency is converted to USD first.
 */
export function lowValueDutyFee(
  declaredValue: Money,
  rates: RateTable,
): Result<Money, MessageCode> {
  if (declaredValue.amount < 0) return invalidMeasure('declaredValue');
  const threshold = LOW_VALUE_DUTY_THRESHOLD;
  const declared = convertExact(declaredValue, threshold.currency, rates);
  if (!declared.ok) return declared;
  return ok(
    compareExactToMoney(declared.value, threshold) > 0
      ? LOW_VALUE_DUTY_FEE
      : zeroMoney(FEE_CURRENCY),
  );
}

/** SGEXP: over 400 SGD declared, Singapore import tax plus a 106 RMB customs fee are added. */
export const SGEXP_TAX_THRESHOLD: Money = { amount: 40000, currency: 'SGD' };
export const SGEXP_CUSTOMS_FEE: Money = { amount: 10600, currency: 'CNY' };
/**
 * An assumption, not spec text: the spec says "adds tax" without a rate. Singapore's GST has been
 * 9% since 1 January 2024, taken on the declared value alone. Callers pass it (or another rate)
 * explicitly as `taxRate`, so the assumption is visible where the fee is computed.
 */
export const SGEXP_ASSUMED_GST_RATE: Rate = { numerator: 9n, denominator: 100n };

export interface SgexpImportCharges {
  readonly tax: Money;
  readonly customsFee: Money;
  readonly total: Money;
}

/**
 * In CNY. Over 400.00 SGD (strictly; compared exactly after converting to SGD) the tax is the
 * declared value converted to CNY exactly, times `taxRate`, rounded once half-up to the fen, and
 * the 106 RMB customs fee is added. At or under the threshold everything is zero.
 */
export function sgexpImportCharges(
  shipment: { readonly declaredValue: Money; readonly taxRate: Rate },
  rates: RateTable,
): Result<SgexpImportCharges, MessageCode> {
  if (shipment.declaredValue.amount < 0) return invalidMeasure('declaredValue');
  const badRate = checkRate(shipment.taxRate);
  if (badRate !== undefined) return err(badRate);
  const inSgd = convertExact(shipment.declaredValue, SGEXP_TAX_THRESHOLD.currency, rates);
  if (!inSgd.ok) return inSgd;
  const zero = zeroMoney(FEE_CURRENCY);
  if (compareExactToMoney(inSgd.value, SGEXP_TAX_THRESHOLD) <= 0)
    return ok({ tax: zero, customsFee: zero, total: zero });
  const inCny = convertExact(shipment.declaredValue, FEE_CURRENCY, rates);
  if (!inCny.ok) return inCny;
  const tax = roundExactAmount(scaleExact(inCny.value, shipment.taxRate), 'half_up');
  if (!tax.ok) return tax;
  const total = addMoney(tax.value, SGEXP_CUSTOMS_FEE);
  return total.ok
    ? ok({ tax: tax.value, customsFee: SGEXP_CUSTOMS_FEE, total: total.value })
    : total;
}

import { invalidMeasure } from './invalid-measure';
import type { Money } from './money';
import {
  FEE_CURRENCY,
  maxMoney,
  multiplyMoney,
  roundExactAmount,
  scaleExact,
  sumExact,
} from './money';
import type { Rate } from './rate';
import type { RateTable } from './rate-table';
import { convertExact } from './rate-table';
import type { MessageCode, Result } from '../shared/result';

/** Warehousing insurance: 0.1% of the product value, at least 0.01 RMB for each unit. */
export const WAREHOUSING_INSURANCE_RATE: Rate = { numerator: 1n, denominator: 1000n };
export const WAREHOUSING_INSURANCE_MINIMUM_PER_UNIT: Money = { amount: 1, currency: 'CNY' };

/** Shipping insurance: 0.6% of (insured value + freight), at least 1 RMB per shipment. */
export const SHIPPING_INSURANCE_RATE: Rate = { numerator: 6n, denominator: 1000n };
export const SHIPPING_INSURANCE_MINIMUM_PER_SHIPMENT: Money = { amount: 100, currency: 'CNY' };

export interface WarehousingInsuranceInput {
  /** The value of one unit, in any currency the RateTable converts to CNY. */
  readonly unitValue: Money;
  readonly quantity: number;
}

/**
 * In CNY. Rounding: the value of one unit is converted and taken at 0.1% exactly, rounded once
 * half-up to the fen, raised to the 0.01 RMB minimum, then multiplied by the quantity (so the
 * minimum applies to each unit, as the spec says).
 */
export function warehousingInsuranceFee(
  input: WarehousingInsuranceInput,
  rates: RateTable,
): Result<Money, MessageCode> {
  if (input.unitValue.amount < 0) return invalidMeasure('unitValue');
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 0)
    return invalidMeasure('quantity');
  const value = convertExact(input.unitValue, FEE_CURRENCY, rates);
  if (!value.ok) return value;
  const perUnit = roundExactAmount(scaleExact(value.value, WAREHOUSING_INSURANCE_RATE), 'half_up');
  if (!perUnit.ok) return perUnit;
  const floored = maxMoney(perUnit.value, WAREHOUSING_INSURANCE_MINIMUM_PER_UNIT);
  if (!floored.ok) return floored;
  const quantity: Rate = { numerator: BigInt(input.quantity), denominator: 1n };
  return multiplyMoney(floored.value, quantity, 'half_up');
}

export interface ShippingInsuranceInput {
  readonly insuredValue: Money;
  readonly freight: Money;
}

/**
 * In CNY, per shipment. Rounding: both amounts are converted exactly, summed, taken at 0.6%, and
 * rounded once half-up to the fen; then the 1 RMB minimum applies.
 */
export function shippingInsuranceFee(
  input: ShippingInsuranceInput,
  rates: RateTable,
): Result<Money, MessageCode> {
  if (input.insuredValue.amount < 0) return invalidMeasure('insuredValue');
  if (input.freight.amount < 0) return invalidMeasure('freight');
  const insured = convertExact(input.insuredValue, FEE_CURRENCY, rates);
  if (!insured.ok) return insured;
  const freight = convertExact(input.freight, FEE_CURRENCY, rates);
  if (!freight.ok) return freight;
  const base = sumExact(FEE_CURRENCY, [insured.value, freight.value]);
  if (!base.ok) return base;
  const fee = roundExactAmount(scaleExact(base.value, SHIPPING_INSURANCE_RATE), 'half_up');
  return fee.ok ? maxMoney(fee.value, SHIPPING_INSURANCE_MINIMUM_PER_SHIPMENT) : fee;
}

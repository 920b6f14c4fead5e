import { decimalText } from '../fees/money-text';
import type { ShippingChannel } from './channels';
import { parsePositiveAmount, validatePositiveAmount } from './decimal-input';
import type { FieldCheck } from './issues';
import { isBlankValue, validationMessage } from './issues';
import type { DecimalField } from './product-values';

/** Insured value may be at most 3/2 of the declared total (compared as integers). */
export const INSURED_TO_DECLARED_RATIO = { numerator: 3, denominator: 2 } as const;

/** The order's declared values must be in the channel's currency; amounts are not converted. */
export function validateDeclaredCurrency(currency: string, channel: ShippingChannel): FieldCheck {
  return currency === channel.declaredValue.currency
    ? undefined
    : validationMessage('ORDER.DECLARED_CURRENCY_MISMATCH', {
        currency: channel.declaredValue.currency,
      });
}

/** One line's unit declared value: above 0, 2 decimals, within the channel's bounds. */
export function validateDeclaredUnitValue(
  value: DecimalField,
  channel: ShippingChannel,
): FieldCheck {
  const parsed = parsePositiveAmount(value);
  if (!parsed.ok) return parsed.error;
  const { currency, min, max } = channel.declaredValue;
  if (min !== undefined && parsed.value < min)
    return validationMessage('ORDER.DECLARED_VALUE_BELOW_MIN', {
      min: decimalText(min),
      currency,
    });
  if (parsed.value > max)
    return validationMessage('ORDER.DECLARED_VALUE_ABOVE_MAX', {
      max: decimalText(max),
      currency,
    });
  return undefined;
}

/** The order total (sum of unit declared value times quantity, minor units) under the cap. */
export function validateOrderTotal(totalMinor: number, channel: ShippingChannel): FieldCheck {
  const cap = channel.orderTotalMax;
  return cap !== undefined && totalMinor > cap
    ? validationMessage('ORDER.TOTAL_ABOVE_MAX', {
        max: decimalText(cap),
        currency: channel.declaredValue.currency,
      })
    : undefined;
}

/**
 * Optional insured value: above 0 with 2 decimals, at most 1.5 times the declared total and at
 * most the channel's cap (100 EUR, 300 USD, 100-1000 USD elsewhere).
 */
export function validateInsuredValue(
  insured: DecimalField,
  declaredTotalMinor: number,
  channel: ShippingChannel,
): FieldCheck {
  if (isBlankValue(insured)) return undefined;
  const parsed = parsePositiveAmount(insured);
  if (!parsed.ok) return parsed.error;
  const { numerator, denominator } = INSURED_TO_DECLARED_RATIO;
  if (parsed.value * denominator > declaredTotalMinor * numerator)
    return validationMessage('ORDER.INSURED_VALUE_RATIO', { ratio: numerator / denominator });
  const cap = channel.insuredValueMax;
  if (cap !== undefined && parsed.value > cap)
    return validationMessage('ORDER.INSURED_VALUE_CAP', {
      max: decimalText(cap),
      currency: channel.declaredValue.currency,
    });
  return undefined;
}

/** Insuring the order means ticking the insurance agreement. */
export function validateInsuranceAgreement(insured: DecimalField, accepted: boolean): FieldCheck {
  return !isBlankValue(insured) && !accepted
    ? validationMessage('ORDER.INSURANCE_AGREEMENT_REQUIRED')
    : undefined;
}

/** Optional cash-on-delivery amount: above 0 with 2 decimals when given. */
export const validateCodAmount = (amount: DecimalField): FieldCheck =>
  isBlankValue(amount) ? undefined : validatePositiveAmount(amount);

/** A shipping fee that could not be quoted stops the order: 'Fail to get shipping fee'. */
export const validateShippingFeeQuote = (feeMinor: number | null | undefined): FieldCheck =>
  feeMinor === null || feeMinor === undefined || !Number.isFinite(feeMinor) || feeMinor < 0
    ? validationMessage('ORDER.SHIPPING_FEE_UNAVAILABLE')
    : undefined;

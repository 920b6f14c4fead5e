import { FEE_CODES } from './codes';
import { invalidMeasure } from './invalid-measure';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** Volumetric weight in kg is length x width x height in cm divided by this (spec section 9). */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 5000;

export interface ParcelDimensions {
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

/**
 * A channel's weight rule. The spec names one channel with "volumetric divisor 5000 with a 5 kg
 * cap": the cap is read as a limit, not a discount. The chargeable weight (the larger of actual
 * and volumetric) must not exceed it, and a heavier parcel is refused for that channel rather
 * than charged as 5 kg, which would silently undercharge.
 */
export interface ChannelWeightRule {
  readonly volumetricDivisorCm3PerKg: number;
  readonly maxChargeableWeightKg: number;
}

export const VOLUMETRIC_5KG_CAP_CHANNEL_RULE: ChannelWeightRule = {
  volumetricDivisorCm3PerKg: VOLUMETRIC_DIVISOR_CM3_PER_KG,
  maxChargeableWeightKg: 5,
};

/** Forms allow two decimals (0.01 cm, 0.01 kg): reading to that precision keeps the math exact. */
const hundredths = (value: number) => BigInt(Math.round(value * 100));
const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/**
 * In grams. Rounding: the exact L x W x H / divisor is rounded up (ceiling) to the whole gram, so
 * a parcel is never under-weighed.
 */
export function volumetricWeightGrams(
  dimensions: ParcelDimensions,
  divisorCm3PerKg: number = VOLUMETRIC_DIVISOR_CM3_PER_KG,
): Result<number, MessageCode> {
  for (const [field, value] of Object.entries(dimensions) as [string, number][])
    if (!isPositive(value)) return invalidMeasure(field);
  if (!Number.isSafeInteger(divisorCm3PerKg) || divisorCm3PerKg <= 0)
    return invalidMeasure('divisor');
  // (0.01 cm)^3 units: grams = volume / 1e6 cm3 * 1000 g / divisor = volume / (1000 * divisor).
  const volume =
    hundredths(dimensions.lengthCm) *
    hundredths(dimensions.widthCm) *
    hundredths(dimensions.heightCm);
  const divisor = 1000n * BigInt(divisorCm3PerKg);
  const grams = (volume + divisor - 1n) / divisor;
  return ok(Number(grams));
}

/** In grams: the larger of the actual weight (rounded half-up to the gram) and the volumetric. */
export function chargeableWeightGrams(
  parcel: { readonly actualWeightKg: number; readonly dimensions: ParcelDimensions },
  divisorCm3PerKg: number = VOLUMETRIC_DIVISOR_CM3_PER_KG,
): Result<number, MessageCode> {
  if (!isPositive(parcel.actualWeightKg)) return invalidMeasure('actualWeightKg');
  const volumetric = volumetricWeightGrams(parcel.dimensions, divisorCm3PerKg);
  if (!volumetric.ok) return volumetric;
  return ok(Math.max(Math.round(parcel.actualWeightKg * 1000), volumetric.value));
}

/** The chargeable weight in grams under a channel's rule, or an error above the channel's cap. */
export function channelChargeableWeightGrams(
  parcel: { readonly actualWeightKg: number; readonly dimensions: ParcelDimensions },
  rule: ChannelWeightRule,
): Result<number, MessageCode> {
  const chargeable = chargeableWeightGrams(parcel, rule.volumetricDivisorCm3PerKg);
  if (!chargeable.ok) return chargeable;
  if (chargeable.value > rule.maxChargeableWeightKg * 1000)
    return err(
      message(FEE_CODES.channelWeightCapExceeded, {
        capKg: rule.maxChargeableWeightKg,
        chargeableKg: chargeable.value / 1000,
      }),
    );
  return chargeable;
}

import { invalidMeasure } from './invalid-measure';
import type { Money } from './money';
import { moneyFromMinor } from './money';
import type { MessageCode, Result } from '../shared/result';

/**
 * Storage gets dearer as stock ages (spec section 9): the normal rate (100%) up to and including
 * day 180, twice the rate (200%) from day 181, four times (400%) from day 361. Day 1 is the first
 * day in storage.
 */
export const OVERDUE_STORAGE_NORMAL_MAX_DAY = 180;
export const OVERDUE_STORAGE_DOUBLE_MAX_DAY = 360;
export type OverdueStorageMultiplier = 1 | 2 | 4;

export function overdueStorageMultiplier(ageDay: number): OverdueStorageMultiplier {
  if (ageDay > OVERDUE_STORAGE_DOUBLE_MAX_DAY) return 4;
  if (ageDay > OVERDUE_STORAGE_NORMAL_MAX_DAY) return 2;
  return 1;
}

export interface OverdueStoragePeriod {
  /** The normal (100%) charge for one day of this stock, before any overdue multiplier. */
  readonly dailyCharge: Money;
  /** First and last age day billed, both included (day 1 is the first day in storage). */
  readonly fromAgeDay: number;
  readonly toAgeDay: number;
}

const daysBetween = (from: number, to: number, tierFrom: number, tierTo: number) =>
  Math.max(0, Math.min(to, tierTo) - Math.max(from, tierFrom) + 1);

/**
 * The storage charge over a span of age days, each day at the multiplier of its own age. Exact:
 * the multipliers are whole numbers, so no rounding happens. An empty span (to before from)
 * costs nothing.
 */
export function overdueStorageCharge(period: OverdueStoragePeriod): Result<Money, MessageCode> {
  const { dailyCharge, fromAgeDay, toAgeDay } = period;
  if (!Number.isSafeInteger(fromAgeDay) || !Number.isSafeInteger(toAgeDay) || fromAgeDay < 1)
    return invalidMeasure('ageDay');
  if (dailyCharge.amount < 0) return invalidMeasure('dailyCharge');
  const normal = OVERDUE_STORAGE_NORMAL_MAX_DAY;
  const double = OVERDUE_STORAGE_DOUBLE_MAX_DAY;
  const weightedDays =
    daysBetween(fromAgeDay, toAgeDay, 1, normal) * 1 +
    daysBetween(fromAgeDay, toAgeDay, normal + 1, double) * 2 +
    daysBetween(fromAgeDay, toAgeDay, double + 1, Number.MAX_SAFE_INTEGER) * 4;
  return moneyFromMinor(dailyCharge.amount * weightedDays, dailyCharge.currency);
}

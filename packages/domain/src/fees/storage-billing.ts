import { BILLING_CYCLE_MS, BILLING_DAY_MS } from './billing-cycle';
import { invalidMeasure } from './invalid-measure';
import type { Money } from './money';
import { overdueStorageMultiplier } from './overdue-storage';
import type { OverdueStorageMultiplier } from './overdue-storage';
import { PLAN_RATES } from './plan-fee';
import type { MessageCode, Result } from '../shared/result';
import { ok } from '../shared/result';

/** One CBM in cubic centimetres: stock volumes are whole cm³, plan space is tenths of a CBM. */
export const CM3_PER_CBM = 1_000_000;

/**
 * Billing dates passed by `nowMs` since the cycle started: billing date n falls n cycles after the
 * start (a date equal to now has passed). Billing date n renews the plan for cycle n + 1 (the
 * activation fee paid cycle 1) and charges the storage of cycle n.
 */
export const billingDatesPassed = (cycleStartMs: number, nowMs: number): number =>
  nowMs < cycleStartMs ? 0 : Math.floor((nowMs - cycleStartMs) / BILLING_CYCLE_MS);

export const billingDateMs = (cycleStartMs: number, n: number): number =>
  cycleStartMs + n * BILLING_CYCLE_MS;

/** The age day of stock received at `receivedAtMs`, on the day starting at `atMs` (day 1 first). */
export const stockAgeDay = (receivedAtMs: number, atMs: number): number =>
  Math.max(1, Math.floor((atMs - receivedAtMs) / BILLING_DAY_MS) + 1);

export type StockAgeTier = 'normal' | 'double' | 'quadruple';
const TIER_OF: Record<OverdueStorageMultiplier, StockAgeTier> = {
  1: 'normal',
  2: 'double',
  4: 'quadruple',
};
export const stockAgeTier = (ageDay: number): StockAgeTier =>
  TIER_OF[overdueStorageMultiplier(ageDay)];

/** A received batch of one product: when, how many units came, and one unit's volume. */
export interface ReceivedBatch {
  readonly receivedAtMs: number;
  readonly units: number;
  readonly unitCm3: number;
}

/**
 * The units of each batch still on the shelf, first in first out: orders ship the oldest units
 * first, so what is left on hand is the youngest batches' units. Batches in any order; answered
 * youngest first, empty batches left out.
 */
export function batchesOnShelf(
  batches: readonly ReceivedBatch[],
  onHand: number,
): readonly ReceivedBatch[] {
  const youngestFirst = [...batches].sort((a, b) => b.receivedAtMs - a.receivedAtMs);
  const left: ReceivedBatch[] = [];
  let remaining = Math.max(0, onHand);
  for (const batch of youngestFirst) {
    if (remaining === 0) break;
    const units = Math.min(batch.units, remaining);
    if (units > 0) left.push({ ...batch, units });
    remaining -= units;
  }
  return left;
}

/** Units on the shelf by age tier at `nowMs`, and the oldest unit's age day (0 when none). */
export function unitsByAgeTier(
  shelf: readonly ReceivedBatch[],
  nowMs: number,
): {
  readonly normal: number;
  readonly double: number;
  readonly quadruple: number;
  readonly oldestAgeDay: number;
} {
  const units = { normal: 0, double: 0, quadruple: 0 };
  let oldestAgeDay = 0;
  for (const batch of shelf) {
    if (batch.receivedAtMs > nowMs || batch.units <= 0) continue;
    const age = stockAgeDay(batch.receivedAtMs, nowMs);
    units[stockAgeTier(age)] += batch.units;
    oldestAgeDay = Math.max(oldestAgeDay, age);
  }
  return { ...units, oldestAgeDay };
}

/** Storage past the plan costs the plan's own space rate: 120 CNY a CBM for 30 days. */
const STORAGE_FEN_PER_CBM_CYCLE = PLAN_RATES.perTenthCbmMinor * 10;
/** cm³·days at x1 that cost one fen: 1e6 cm³ × 30 days / 12,000 fen = 2,500. */
const CM3_DAYS_PER_FEN =
  (CM3_PER_CBM * (BILLING_CYCLE_MS / BILLING_DAY_MS)) / STORAGE_FEN_PER_CBM_CYCLE;

export interface StoragePastPlanInput {
  /** The stock on the shelf of the plan's warehouse (all products). */
  readonly shelf: readonly ReceivedBatch[];
  /** The plan's space in the cycle, in tenths of a CBM. */
  readonly planTenthsCbm: number;
  readonly cycleFromMs: number;
  readonly cycleToMs: number;
}

/**
 * The charge for stock beyond the plan's space over one cycle, each day at its age tier (spec
 * section 9: 100% up to day 180, 200% from 181, 400% from 361). Each day the plan's space holds
 * the youngest stock first, so what lies past the plan is the oldest stock, charged at its own
 * age's multiplier. A batch counts from the day it arrives. Exact in cm³·days; rounded once,
 * half up, to the fen for the whole cycle.
 */
export function storagePastPlanCharge(input: StoragePastPlanInput): Result<Money, MessageCode> {
  const { shelf, planTenthsCbm, cycleFromMs, cycleToMs } = input;
  if (!Number.isSafeInteger(planTenthsCbm) || planTenthsCbm < 0)
    return invalidMeasure('planTenthsCbm');
  if (shelf.some((b) => !Number.isSafeInteger(b.units) || b.units < 0 || b.unitCm3 < 0))
    return invalidMeasure('shelf');
  const planCm3 = (planTenthsCbm * CM3_PER_CBM) / 10;
  const youngestFirst = [...shelf].sort((a, b) => b.receivedAtMs - a.receivedAtMs);
  let weightedCm3Days = 0n;
  for (let dayStart = cycleFromMs; dayStart < cycleToMs; dayStart += BILLING_DAY_MS) {
    const dayEnd = dayStart + BILLING_DAY_MS;
    let room = planCm3;
    for (const batch of youngestFirst) {
      if (batch.receivedAtMs >= dayEnd) continue;
      const volume = batch.units * batch.unitCm3;
      const covered = Math.min(room, volume);
      room -= covered;
      const past = volume - covered;
      if (past > 0)
        weightedCm3Days +=
          BigInt(past) *
          BigInt(overdueStorageMultiplier(stockAgeDay(batch.receivedAtMs, dayStart)));
    }
  }
  const divisor = BigInt(CM3_DAYS_PER_FEN);
  const fen = (weightedCm3Days * 2n + divisor) / (2n * divisor);
  return ok({ amount: Number(fen), currency: PLAN_RATES.currency });
}

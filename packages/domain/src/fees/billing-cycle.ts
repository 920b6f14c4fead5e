/** A plan is billed every 30 days (spec: "1 month"), counted from the first product check-in. */
export const BILLING_CYCLE_DAYS = 30;
export const BILLING_DAY_MS = 86_400_000;
export const BILLING_CYCLE_MS = BILLING_CYCLE_DAYS * BILLING_DAY_MS;

/**
 * The first billing date strictly after `nowMs` (epoch milliseconds from the Clock port). Billing
 * dates fall every 30 days after the cycle start; one that equals `nowMs` counts as already billed.
 * Before the start, the next billing date is the end of the first cycle.
 */
export function nextBillingDateMs(cycleStartMs: number, nowMs: number): number {
  if (nowMs < cycleStartMs) return cycleStartMs + BILLING_CYCLE_MS;
  const cyclesPassed = Math.floor((nowMs - cycleStartMs) / BILLING_CYCLE_MS);
  return cycleStartMs + (cyclesPassed + 1) * BILLING_CYCLE_MS;
}

/**
 * When a plan edit takes effect: at the next billing date (spec section 4). Before the first
 * product check-in the cycle has not started, so the date is not known yet: the edit waits for the
 * end of the first cycle, 30 days after that check-in.
 */
export type PlanEditTiming =
  | { readonly kind: 'at_billing_date'; readonly atMs: number }
  | { readonly kind: 'at_end_of_first_cycle' };

export const planEditTiming = (
  cycle: { readonly firstCheckInAtMs: number | undefined },
  nowMs: number,
): PlanEditTiming =>
  cycle.firstCheckInAtMs === undefined
    ? { kind: 'at_end_of_first_cycle' }
    : { kind: 'at_billing_date', atMs: nextBillingDateMs(cycle.firstCheckInAtMs, nowMs) };

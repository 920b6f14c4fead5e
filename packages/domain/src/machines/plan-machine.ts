import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import { applyEvent } from './event-table';
import type { StatusMachine } from './status-machine';
import { nextBillingDateMs } from '../fees/billing-cycle';
import type { Money } from '../fees/money';
import { compareMoney, subtractMoney } from '../fees/money';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/**
 * A storage plan of one warehouse. Activating it debits the plan fee at once; its 30-day billing
 * cycle starts only at the first product check-in (spec section 4), so an activated plan waits
 * for that check-in before it is active and billed on a cycle.
 */
export const PLAN_STATUSES = ['inactive', 'awaiting_first_check_in', 'active'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_EVENTS = ['activate', 'firstCheckIn'] as const;
export type PlanEvent = (typeof PLAN_EVENTS)[number];

export const PLAN_TRANSITIONS: EventTable<PlanStatus, PlanEvent> = {
  inactive: { activate: 'awaiting_first_check_in' },
  awaiting_first_check_in: { firstCheckIn: 'active' },
  active: {},
};

const applyPlanEvent = (from: PlanStatus, event: PlanEvent) =>
  applyEvent(PLAN_TRANSITIONS, MACHINE_CODES.planInvalidTransition, from, event);

export interface PlanActivation {
  readonly status: PlanStatus;
  /** Debited from the prepaid balance, through one ledger row. */
  readonly debit: Money;
  readonly balanceAfter: Money;
}

/** Activation debits the plan fee; a balance equal to the fee is enough. */
export function activatePlan(
  from: PlanStatus,
  payment: { readonly balance: Money; readonly planFee: Money },
): Result<PlanActivation, MessageCode> {
  const to = applyPlanEvent(from, 'activate');
  if (!to.ok) return to;
  const enough = compareMoney(payment.balance, payment.planFee);
  if (!enough.ok) return enough;
  if (enough.value < 0)
    return err(
      message(MACHINE_CODES.planInsufficientBalance, {
        fee: payment.planFee.amount,
        currency: payment.planFee.currency,
      }),
    );
  const after = subtractMoney(payment.balance, payment.planFee);
  return after.ok
    ? ok({ status: to.value, debit: payment.planFee, balanceAfter: after.value })
    : after;
}

export interface PlanCycleStart {
  readonly status: PlanStatus;
  readonly cycleStartMs: number;
  readonly nextBillingDateMs: number;
}

/** The first product check-in (epoch ms, from the Clock) starts the 30-day billing cycle. */
export function startPlanCycle(
  from: PlanStatus,
  firstCheckInAtMs: number,
): Result<PlanCycleStart, MessageCode> {
  const to = applyPlanEvent(from, 'firstCheckIn');
  if (!to.ok) return to;
  return ok({
    status: to.value,
    cycleStartMs: firstCheckInAtMs,
    nextBillingDateMs: nextBillingDateMs(firstCheckInAtMs, firstCheckInAtMs),
  });
}

/**
 * The merchant activates an inactive plan; an activated plan can be edited (the edit takes effect
 * at the next billing date, see planEditTiming). The check-in is the warehouse's.
 */
export type PlanAction = 'activate' | 'edit';

export const allowedPlanActions = (status: PlanStatus): readonly PlanAction[] =>
  status === 'inactive' ? ['activate'] : ['edit'];

/**
 * The plan machine as a value, for the server's status writer. A plan row starts inactive;
 * activation goes through activatePlan (it needs the balance), the check-in through startPlanCycle.
 */
export const PLAN_MACHINE: StatusMachine<PlanStatus, PlanEvent> = {
  entity: 'plan',
  statuses: PLAN_STATUSES,
  initial: 'inactive',
  editable: ['awaiting_first_check_in', 'active'],
  invalidTransitionCode: MACHINE_CODES.planInvalidTransition,
  transition: applyPlanEvent,
};

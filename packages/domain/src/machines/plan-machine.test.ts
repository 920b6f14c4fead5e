import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../fees/money';
import type { PlanStatus } from './plan-machine';
import { PLAN_STATUSES, activatePlan, allowedPlanActions, startPlanCycle } from './plan-machine';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const day = 86_400_000;

describe('plan activation debits the plan fee', () => {
  it.each([
    [
      500_00,
      300_00,
      {
        ok: true,
        value: { status: 'awaiting_first_check_in', debit: cny(300_00), balanceAfter: cny(200_00) },
      },
    ],
    [
      300_00,
      300_00,
      {
        ok: true,
        value: { status: 'awaiting_first_check_in', debit: cny(300_00), balanceAfter: cny(0) },
      },
    ],
    [
      299_99,
      300_00,
      {
        ok: false,
        error: { code: 'PLAN.INSUFFICIENT_BALANCE', params: { fee: 300_00, currency: 'CNY' } },
      },
    ],
  ] as const)('a balance of %i fen pays a %i fen fee', (balance, fee, expected) => {
    expect(activatePlan('inactive', { balance: cny(balance), planFee: cny(fee) })).toEqual(
      expected,
    );
  });

  it.each(['awaiting_first_check_in', 'active'] as const)(
    'an activated plan (%s) is not activated again',
    (from) => {
      expect(activatePlan(from, { balance: cny(1000_00), planFee: cny(1_00) })).toEqual({
        ok: false,
        error: { code: 'PLAN.INVALID_TRANSITION', params: { from, event: 'activate' } },
      });
    },
  );

  it('refuses a fee in another currency than the balance', () => {
    const result = activatePlan('inactive', {
      balance: cny(1000_00),
      planFee: { amount: 1_00, currency: 'USD' },
    });
    expect(result.ok ? undefined : result.error.code).toBe('MONEY.CURRENCY_MISMATCH');
  });

  it('the debit keeps the ledger whole: balance after + debit = balance before, never negative', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), (balance, fee) => {
        const result = activatePlan('inactive', { balance: cny(balance), planFee: cny(fee) });
        expect(result.ok).toBe(balance >= fee);
        if (result.ok) {
          expect(result.value.balanceAfter.amount + result.value.debit.amount).toBe(balance);
          expect(result.value.balanceAfter.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('the billing cycle starts at the first product check-in', () => {
  const checkIn = Date.UTC(2026, 2, 1, 9, 30);

  it('starts a 30-day cycle', () => {
    expect(startPlanCycle('awaiting_first_check_in', checkIn)).toEqual({
      ok: true,
      value: { status: 'active', cycleStartMs: checkIn, nextBillingDateMs: checkIn + 30 * day },
    });
  });

  it.each(['inactive', 'active'] as const)('no cycle starts from %s', (from) => {
    expect(startPlanCycle(from, checkIn)).toEqual({
      ok: false,
      error: { code: 'PLAN.INVALID_TRANSITION', params: { from, event: 'firstCheckIn' } },
    });
  });

  it.each([
    ['inactive', ['activate']],
    ['awaiting_first_check_in', ['edit']],
    ['active', ['edit']],
  ] as const)('the merchant may %s: %o', (status, actions) => {
    expect(allowedPlanActions(status)).toEqual(actions);
  });

  it('the first billing date is always 30 days after the check-in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (at) => {
        const result = startPlanCycle('awaiting_first_check_in', at);
        expect(result.ok && result.value.nextBillingDateMs - at).toBe(30 * day);
      }),
    );
  });

  it('only an inactive plan can be activated', () => {
    fc.assert(
      fc.property(fc.constantFrom<PlanStatus>(...PLAN_STATUSES), (from) => {
        expect(activatePlan(from, { balance: cny(1), planFee: cny(0) }).ok).toBe(
          from === 'inactive',
        );
      }),
    );
  });
});

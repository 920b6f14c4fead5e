import type { OpsTopUpRow, Page, TopUpDecisionData, TopUpRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  FEE_CURRENCY,
  message,
  parseAmountToMinor,
  statusAfter,
  TOP_UP_MACHINE,
  validateTopUpForm,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { moneyOf } from '../plan/plan-view';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { creditTopUp } from './credit';
import {
  balanceOf,
  insertTopUp,
  isOwnUpload,
  ledgerBalanceAfter,
  lockTopUp,
  pageOfTopUps,
  recordTopUpDecision,
} from './repository';
import { topUpRowOf } from './top-up-view';
import type { ResumeWaitingOrders } from './waiting-orders';
import { inTransaction } from '../../db/transaction';

const REASON_MAX = 200;

/** The ledger reference of a top-up request: its id, so it is credited once whatever repeats. */
export const topUpReference = (id: number) => `top-up-request:${id}`;

/** A merchant asks the provider to credit a transfer, with the transfer's proof picture. */
export async function createTopUp(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'recharge.create'>,
): Promise<Outcome<TopUpRow>> {
  const issues = validateTopUpForm(input);
  const proof = input.proof.trim();
  if (proof === '') issues.push({ field: 'proof', ...message('VALIDATION.REQUIRED') });
  else if (!(await isOwnUpload(deps.db, session.customerId, proof)))
    issues.push({ field: 'proof', ...message('SERVER.UPLOAD_UNKNOWN') });
  const amount = parseAmountToMinor(input.amount);
  if (issues.length > 0 || !amount.ok) return invalidFields(issues);
  const status = statusAfter(TOP_UP_MACHINE, []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const row = await insertTopUp(deps.db, {
    customerId: session.customerId,
    amountMinor: amount.value,
    currency: FEE_CURRENCY,
    method: input.method.trim(),
    proofUploadId: proof,
    status: status.value,
    now: deps.now(),
  });
  return succeed(topUpRowOf(row), 'SERVER.TOP_UP_REQUESTED');
}

export async function myTopUps(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'recharge.list'>,
): Promise<Outcome<Page<TopUpRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfTopUps(
    deps.db,
    { customerId: session.customerId, ...(input.status === '' ? {} : { status: input.status }) },
    paging,
    true,
  );
  return succeed(pageOf(rows.map(topUpRowOf), total, paging));
}

export async function opsTopUps(
  deps: Deps,
  input: InputFor<'ops.topUps'>,
): Promise<Outcome<Page<OpsTopUpRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfTopUps(deps.db, { status: input.status }, paging, false);
  return succeed(
    pageOf(
      rows.map((row) => ({
        ...topUpRowOf(row),
        customer_id: row.customer_id,
        username: row.username,
      })),
      total,
      paging,
    ),
  );
}

const conflict = (error: MessageCode) => fail(API_CODES.conflict, error);

/**
 * The provider saw the money: the request is credited through the ledger with its id as the
 * reference, and the orders waiting for funds are deducted, all in one transaction. The request
 * is locked first, so a second confirm (a retry, a double click, two operators) waits and then
 * answers the first credit; the ledger's reference makes a repeat move nothing even so.
 */
export async function creditTopUpRequest(
  deps: Deps,
  input: InputFor<'ops.creditTopUp'>,
  resumeWaitingOrders: ResumeWaitingOrders,
): Promise<Outcome<TopUpDecisionData>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const topUp = await lockTopUp(trx, input.top_up_id);
    if (!topUp) return fail(API_CODES.notFound, 'SERVER.TOP_UP_UNKNOWN');
    const status = storedStatusOrThrow(TOP_UP_MACHINE, topUp.status);
    if (status === 'credited' && topUp.ledger_id !== null) {
      const first = await ledgerBalanceAfter(trx, topUp.ledger_id);
      return succeed(
        {
          id: topUp.id,
          status,
          ledger_id: topUp.ledger_id,
          balance: moneyOf(first.balance_after_minor, first.currency),
          orders_resumed: 0,
          orders_waiting: 0,
        },
        'SERVER.TOP_UP_ALREADY_CONFIRMED',
      );
    }
    // The machine decides before any money moves, so a refused step writes nothing.
    const next = TOP_UP_MACHINE.transition(status, 'credit');
    if (!next.ok) return conflict(next.error);
    const credit = await creditTopUp(
      trx,
      {
        customerId: topUp.customer_id,
        amountMinor: Number(topUp.amount_minor),
        reference: topUpReference(topUp.id),
        now,
      },
      resumeWaitingOrders,
    );
    if (!credit) return fail(API_CODES.notFound, 'SERVER.CUSTOMER_UNKNOWN');
    if (credit.posting.outcome === 'reference_reused')
      return conflict(message('SERVER.TOP_UP_REFERENCE_REUSED'));
    const moved = await applyDomainEvent(trx, {
      table: 'top_ups',
      row: { id: topUp.id, status },
      machine: TOP_UP_MACHINE,
      event: 'credit',
    });
    if (!moved.ok) throw new Error('the top-up machine refused a step it had accepted');
    await recordTopUpDecision(trx, topUp.id, {
      reason: null,
      ledgerId: credit.posting.ledgerId,
      now,
    });
    return succeed(
      {
        id: topUp.id,
        status: moved.value.to,
        ledger_id: credit.posting.ledgerId,
        balance: moneyOf(credit.posting.balanceMinor, credit.posting.currency),
        orders_resumed: credit.orders.resumed,
        orders_waiting: credit.orders.stillWaiting,
      },
      'SERVER.TOP_UP_CONFIRMED',
    );
  });
}

/** The provider did not receive the money: the request is rejected with a reason. */
export async function rejectTopUpRequest(
  deps: Deps,
  input: InputFor<'ops.rejectTopUp'>,
): Promise<Outcome<TopUpDecisionData>> {
  const reason = input.reason.trim();
  if (reason === '') return invalidFields([{ field: 'reason', ...message('VALIDATION.REQUIRED') }]);
  if ([...reason].length > REASON_MAX)
    return invalidFields([
      { field: 'reason', ...message('VALIDATION.TEXT_TOO_LONG', { max: REASON_MAX }) },
    ]);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const topUp = await lockTopUp(trx, input.top_up_id);
    if (!topUp) return fail(API_CODES.notFound, 'SERVER.TOP_UP_UNKNOWN');
    const moved = await applyDomainEvent(trx, {
      table: 'top_ups',
      row: topUp,
      machine: TOP_UP_MACHINE,
      event: 'reject',
    });
    if (!moved.ok) return conflict(moved.error);
    await recordTopUpDecision(trx, topUp.id, { reason, ledgerId: null, now });
    const balance = await balanceOf(trx, topUp.customer_id);
    return succeed(
      {
        id: topUp.id,
        status: moved.value.to,
        ledger_id: null,
        balance: moneyOf(balance.balance_minor, balance.currency),
        orders_resumed: 0,
        orders_waiting: 0,
      },
      'SERVER.TOP_UP_REJECTED',
    );
  });
}

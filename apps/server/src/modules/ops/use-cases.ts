import type {
  OpsDecisionData,
  OpsTopUpData,
  OpsVerificationRow,
  Page,
  WarehouseApplication,
} from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  ACTIVATION_MACHINE,
  canActivationHandle,
  message,
  parseAmountToMinor,
  REVIEW_MACHINE,
  WAREHOUSE_APPLICATION_MACHINE,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { moveActivation } from '../shared/activation';
import { creditTopUp } from '../recharge/credit';
import { resumeOrdersAfterTopUp } from '../order/resume-after-top-up';
import { storedMoney } from '../shared/money';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import {
  insertNews,
  lockApplication,
  lockCustomerActivation,
  lockPendingVerifications,
  pageOfPendingApplications,
  pageOfPendingVerifications,
  recordApplicationDecision,
  recordVerificationDecision,
} from './repository';
import { inTransaction } from '../../db/transaction';

const OPS_TEXT_MAX = 200;

/** A required operator text of at most 200 characters. */
function opsText(text: string, field: string): string | MessageCode {
  const value = text.trim();
  if (value === '') return message('SERVER.FIELD_REQUIRED', { field });
  if ([...value].length > OPS_TEXT_MAX)
    return message('SERVER.TEXT_TOO_LONG', { field, max: OPS_TEXT_MAX });
  return value;
}

export async function pendingVerifications(
  deps: Deps,
  input: InputFor<'ops.verifications'>,
): Promise<Outcome<Page<OpsVerificationRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfPendingVerifications(deps.db, paging);
  return succeed(
    pageOf(
      rows.map((r) => ({
        customer_id: r.customer_id,
        username: r.username,
        type: r.identity_type,
        status: r.status,
        submitted_at: new Date(r.submitted_at).toISOString(),
        fields: r.fields,
      })),
      total,
      paging,
    ),
  );
}

/** Passes or fails the pending review; the machine refuses a merchant not under review. */
export async function decideVerification(
  deps: Deps,
  input: InputFor<'ops.approveVerification'> & { readonly reason?: string },
  decision: 'approve' | 'reject',
): Promise<Outcome<OpsDecisionData>> {
  const customerId = input.customer_id;
  const reason = decision === 'reject' ? opsText(input.reason ?? '', 'reason') : null;
  if (reason !== null && typeof reason !== 'string') return invalid([reason]);
  const now = deps.now();
  const moved = await inTransaction(deps.db, async (trx) => {
    const result = await moveActivation(
      trx,
      customerId,
      decision,
      decision === 'reject' ? { rejection_reason: reason } : { rejection_reason: null },
    );
    if (!result.ok) return result;
    // The pending verification record is decided by the review machine, beside the activation.
    for (const row of await lockPendingVerifications(trx, customerId)) {
      const reviewed = await applyDomainEvent(trx, {
        table: 'verifications',
        row,
        machine: REVIEW_MACHINE,
        event: decision,
      });
      if (reviewed.ok) await recordVerificationDecision(trx, row.id, reason, now);
    }
    return result;
  });
  if (!moved.ok)
    return fail(
      moved.error.code === 'SERVER.CUSTOMER_UNKNOWN' ? API_CODES.notFound : API_CODES.conflict,
      moved.error,
    );
  return succeed(
    { customer_id: customerId, status: moved.value },
    decision === 'approve' ? 'SERVER.VERIFICATION_APPROVED' : 'SERVER.VERIFICATION_REJECTED',
  );
}

export async function pendingApplications(
  deps: Deps,
  input: InputFor<'ops.warehouseApplications'>,
): Promise<Outcome<Page<WarehouseApplication & { customer_id: number }>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfPendingApplications(deps.db, paging);
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, applied_at: new Date(r.applied_at).toISOString() })),
      total,
      paging,
    ),
  );
}

/**
 * Approves or refuses a pending warehouse application. Approving a topped-up merchant's first
 * warehouse completes its activation (topped_up -> active) in the same transaction.
 */
export async function decideWarehouse(
  deps: Deps,
  input: InputFor<'ops.approveWarehouse'> & { readonly reason?: string },
  decision: 'approve' | 'reject',
): Promise<Outcome<OpsDecisionData>> {
  const applicationId = input.application_id;
  const reason = decision === 'reject' ? opsText(input.reason ?? '', 'reason') : null;
  if (reason !== null && typeof reason !== 'string') return invalid([reason]);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const application = await lockApplication(trx, applicationId);
    if (!application) return fail(API_CODES.notFound, 'SERVER.APPLICATION_UNKNOWN');
    const decided = await applyDomainEvent(trx, {
      table: 'customer_warehouses',
      row: application,
      machine: WAREHOUSE_APPLICATION_MACHINE,
      event: decision === 'approve' ? 'approve' : 'disapprove',
    });
    if (!decided.ok) return fail(API_CODES.conflict, 'SERVER.APPLICATION_DECIDED');
    await recordApplicationDecision(trx, application.id, reason, now);
    const customer = await lockCustomerActivation(trx, application.customer_id);
    if (!customer) return fail(API_CODES.notFound, 'SERVER.CUSTOMER_UNKNOWN');
    let status = storedStatusOrThrow(ACTIVATION_MACHINE, customer.activation_status);
    // An approved warehouse completes the activation where the machine takes that step.
    if (decision === 'approve' && canActivationHandle(status, 'activate_warehouse')) {
      const moved = await moveActivation(trx, application.customer_id, 'activate_warehouse');
      if (moved.ok) status = moved.value;
    }
    return succeed(
      { customer_id: application.customer_id, status },
      decision === 'approve' ? 'SERVER.WAREHOUSE_APPROVED' : 'SERVER.WAREHOUSE_REJECTED',
    );
  });
}

/**
 * Credits a received payment through the ledger, once per reference (the payment's): a repeat
 * of the same payment answers the first credit and moves nothing; the same reference with
 * another amount is refused. A merchant whose identity has passed becomes topped up, and active
 * at once if a warehouse of its was already approved.
 */
export async function confirmTopUp(
  deps: Deps,
  input: InputFor<'ops.confirmTopUp'>,
): Promise<Outcome<OpsTopUpData>> {
  const amount = parseAmountToMinor(input.amount);
  const reference = input.reference.trim();
  const issues = [
    ...(amount.ok ? [] : [{ ...amount.error, field: 'amount' }]),
    ...(reference === ''
      ? [{ field: 'reference', ...message('VALIDATION.REQUIRED') }]
      : [...reference].length > OPS_TEXT_MAX
        ? [{ field: 'reference', ...message('VALIDATION.TEXT_TOO_LONG', { max: OPS_TEXT_MAX }) }]
        : []),
  ];
  if (!amount.ok || issues.length > 0) return invalidFields(issues);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const credit = await creditTopUp(
      trx,
      { customerId: input.customer_id, amountMinor: amount.value, reference, now },
      resumeOrdersAfterTopUp,
    );
    if (!credit) return fail(API_CODES.notFound, 'SERVER.CUSTOMER_UNKNOWN');
    if (credit.posting.outcome === 'reference_reused')
      return fail(API_CODES.conflict, 'SERVER.TOP_UP_REFERENCE_REUSED');
    return succeed(
      {
        customer_id: input.customer_id,
        ledger_id: credit.posting.ledgerId,
        balance: storedMoney(credit.posting.balanceMinor, credit.posting.currency),
        status: credit.activation,
      },
      credit.posting.outcome === 'repeated'
        ? 'SERVER.TOP_UP_ALREADY_CONFIRMED'
        : 'SERVER.TOP_UP_CONFIRMED',
    );
  });
}

const isWebLink = (value: string) => value === '' || /^https?:\/\/[^\s]+$/i.test(value);

export async function publishNews(
  deps: Deps,
  input: InputFor<'ops.publishNews'>,
): Promise<Outcome<{ id: number }>> {
  const title = opsText(input.title, 'title');
  const titleCn = opsText(input.title_cn, 'title_cn');
  const href = (input['href'] ?? '').trim();
  const hrefCn = (input['href_cn'] ?? '').trim() || href;
  const errors = [title, titleCn].filter((v): v is MessageCode => typeof v !== 'string');
  if (!isWebLink(href) || !isWebLink(hrefCn)) errors.push(message('SERVER.HREF_INVALID'));
  if (errors.length > 0 || typeof title !== 'string' || typeof titleCn !== 'string')
    return invalid(errors);
  const row = await insertNews(deps.db, { title, titleCn, href, hrefCn, now: deps.now() });
  return succeed(row, 'SERVER.NEWS_PUBLISHED');
}

import type {
  ActivationProgressData,
  ManagersData,
  NamedOption,
  ProviderWarehouse,
  VerificationData,
} from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { ActivationEvent } from '@portal/domain';
import {
  ACTIVATION_MACHINE,
  ACTIVATION_REVIEW_HOURS,
  ACTIVATION_URL_CODES,
  hasIdentityPassed,
  REVIEW_MACHINE,
  statusAfter,
  validateIdentitySubmission,
  WAREHOUSE_APPLICATION_MACHINE,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { findCustomer } from '../auth/repository';
import { moveActivation } from '../shared/activation';
import { storedMoney } from '../shared/money';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import {
  findApplication,
  findManagersByIds,
  findUpload,
  findWarehouse,
  insertApplication,
  insertVerification,
  latestVerification,
  listApplications,
  listWarehouses,
  reopenApplication,
} from './repository';
import { inTransaction } from '../../db/transaction';

export async function managersOf(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<ManagersData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const ids = [
    customer.account_manager_id,
    customer.regional_manager_id,
    customer.sales_manager_id,
  ];
  const rows = await findManagersByIds(
    deps.db,
    ids.filter((id): id is number => id !== null),
  );
  const pick = (id: number | null): NamedOption | null => rows.find((r) => r.id === id) ?? null;
  return succeed({
    account_manager: pick(customer.account_manager_id),
    regional_manager: pick(customer.regional_manager_id),
    sales_manager: pick(customer.sales_manager_id),
  });
}

export async function verificationOf(
  deps: Deps,
  customerId: number,
): Promise<VerificationData | undefined> {
  const customer = await findCustomer(deps.db, customerId);
  if (!customer) return undefined;
  const status = storedStatusOrThrow(ACTIVATION_MACHINE, customer.activation_status);
  const latest =
    status === 'not_submitted' ? undefined : await latestVerification(deps.db, customerId);
  const submittedAt = latest ? new Date(latest.submitted_at) : null;
  return {
    status,
    urlcode: ACTIVATION_URL_CODES[status],
    type: customer.identity_type,
    reason: status === 'rejected' ? customer.rejection_reason : null,
    submitted_at: submittedAt?.toISOString() ?? null,
    review_due_at:
      submittedAt && status === 'under_review'
        ? new Date(submittedAt.getTime() + ACTIVATION_REVIEW_HOURS * 3_600_000).toISOString()
        : null,
  };
}

export async function verification(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<VerificationData>> {
  const data = await verificationOf(deps, session.customerId);
  return data ? succeed(data) : fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
}

/** Identity submitted for review; an enterprise's licence must be one of its own uploads. */
export async function submitIdentity(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'customer.addUnaudited'>,
): Promise<Outcome<VerificationData>> {
  const identity = validateIdentitySubmission(input);
  if (!identity.ok) return invalid(identity.error);
  if (
    identity.value.type === 'enterprise' &&
    !(await findUpload(deps.db, session.customerId, identity.value.licenceImage))
  )
    return fail(API_CODES.invalid, 'SERVER.UPLOAD_UNKNOWN');
  const { type, ...fields } = identity.value;
  const moved = await inTransaction(deps.db, async (trx) => {
    const result = await moveActivation(trx, session.customerId, 'submit', {
      identity_type: type,
      rejection_reason: null,
    });
    if (!result.ok) return result;
    // A verification record is created by the review machine: it starts pending.
    const review = statusAfter(REVIEW_MACHINE, []);
    if (!review.ok) return review;
    await insertVerification(trx, {
      customerId: session.customerId,
      identityType: type,
      fields,
      status: review.value,
      now: deps.now(),
    });
    return result;
  });
  if (!moved.ok) return fail(API_CODES.conflict, moved.error);
  return respondWithVerification(deps, session, 'SERVER.VERIFICATION_SUBMITTED');
}

async function respondWithVerification(deps: Deps, session: SessionContext, text: string) {
  const data = await verificationOf(deps, session.customerId);
  return data ? succeed(data, text) : fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
}

async function move(deps: Deps, session: SessionContext, event: ActivationEvent, text: string) {
  const moved = await inTransaction(deps.db, (trx) =>
    moveActivation(trx, session.customerId, event),
  );
  if (!moved.ok) return fail(API_CODES.conflict, moved.error);
  return respondWithVerification(deps, session, text);
}

/** After a failed review the merchant may verify again: back to the identity form. */
export const reopenVerification = (deps: Deps, session: SessionContext) =>
  move(deps, session, 'reverify', 'SERVER.REVERIFY_OPENED');

export async function activationProgress(
  deps: Deps,
  session: SessionContext,
  text?: string,
): Promise<Outcome<ActivationProgressData>> {
  const verificationData = await verificationOf(deps, session.customerId);
  const customer = await findCustomer(deps.db, session.customerId);
  if (!verificationData || !customer)
    return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const applications = await listApplications(deps.db, session.customerId);
  return succeed(
    {
      ...verificationData,
      balance: storedMoney(customer.balance_minor, customer.currency),
      warehouses: applications.map((a) => ({
        ...a,
        applied_at: new Date(a.applied_at).toISOString(),
      })),
    },
    text,
  );
}

/** The provider's warehouses, in the order they were opened, for the application step. */
export async function providerWarehouses(deps: Deps): Promise<Outcome<ProviderWarehouse[]>> {
  return succeed(await listWarehouses(deps.db));
}

/** A warehouse application, possible once the identity has passed; a refused one may reapply. */
export async function applyForWarehouse(
  deps: Deps,
  session: SessionContext,
  warehouseId: number,
): Promise<Outcome<ActivationProgressData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const activation = storedStatusOrThrow(ACTIVATION_MACHINE, customer.activation_status);
  if (!hasIdentityPassed(activation)) return fail(API_CODES.conflict, 'SERVER.IDENTITY_NOT_PASSED');
  if (!(await findWarehouse(deps.db, warehouseId)))
    return fail(API_CODES.notFound, 'SERVER.WAREHOUSE_UNKNOWN');
  const now = deps.now();
  const applied = await inTransaction(deps.db, async (trx) => {
    const existing = await findApplication(trx, session.customerId, warehouseId, true);
    if (existing) {
      // A refused application may be reapplied for; the machine refuses any other.
      const reapplied = await applyDomainEvent(trx, {
        table: 'customer_warehouses',
        row: existing,
        machine: WAREHOUSE_APPLICATION_MACHINE,
        event: 'reapply',
      });
      if (reapplied.ok) await reopenApplication(trx, existing.id, now);
      return reapplied.ok;
    }
    const status = statusAfter(WAREHOUSE_APPLICATION_MACHINE, []);
    if (!status.ok) return false;
    await insertApplication(trx, {
      customerId: session.customerId,
      warehouseId,
      status: status.value,
      now,
    });
    return true;
  });
  if (!applied) return fail(API_CODES.conflict, 'SERVER.WAREHOUSE_ALREADY_APPLIED');
  return activationProgress(deps, session, 'SERVER.WAREHOUSE_APPLIED');
}

import type { ActivationStatus } from '@portal/domain';
import { ACTIVATION_MACHINE, canActivationHandle } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { LedgerPosting } from '../../db/ledger';
import { postLedgerEntry } from '../../db/ledger';
import type { Database } from '../../db/schema';
import { hasApprovedWarehouse, lockCustomerActivation } from '../ops/repository';
import { moveActivation } from '../shared/activation';
import { storedStatusOrThrow } from '../shared/status';
import type { ResumeWaitingOrders, WaitingOrdersResult } from './waiting-orders';

export interface Credit {
  readonly posting: LedgerPosting;
  readonly activation: ActivationStatus;
  readonly orders: WaitingOrdersResult;
}

/**
 * Credits received money in the caller's transaction, once per reference: the ledger row (a
 * repeat finds the first and moves nothing), the activation step a top-up takes (identity passed
 * -> topped up, and active at once with a warehouse approved), and the orders waiting for funds.
 * Undefined when the merchant does not exist.
 */
export async function creditTopUp(
  trx: Transaction<Database>,
  credit: {
    readonly customerId: number;
    readonly amountMinor: number;
    readonly reference: string;
    readonly now: Date;
  },
  resumeWaitingOrders: ResumeWaitingOrders,
): Promise<Credit | undefined> {
  const customer = await lockCustomerActivation(trx, credit.customerId);
  if (!customer) return undefined;
  const posting = await postLedgerEntry(trx, {
    customerId: customer.id,
    kind: 'top_up',
    amountMinor: credit.amountMinor,
    reference: credit.reference,
    now: credit.now,
  });
  let status = storedStatusOrThrow(ACTIVATION_MACHINE, customer.activation_status);
  if (posting.outcome !== 'posted')
    return { posting, activation: status, orders: { resumed: 0, stillWaiting: 0 } };
  // A top-up moves the activation where the machine takes that step (identity passed); with a
  // warehouse already approved the next step, activating it, follows at once.
  if (canActivationHandle(status, 'top_up')) {
    const moved = await moveActivation(trx, customer.id, 'top_up');
    if (moved.ok) status = moved.value;
    if (
      canActivationHandle(status, 'activate_warehouse') &&
      (await hasApprovedWarehouse(trx, customer.id))
    ) {
      const active = await moveActivation(trx, customer.id, 'activate_warehouse');
      if (active.ok) status = active.value;
    }
  }
  const orders = await resumeWaitingOrders(trx, customer.id, credit.now);
  return { posting, activation: status, orders };
}

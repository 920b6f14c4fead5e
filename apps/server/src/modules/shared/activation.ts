import type { ActivationEvent, ActivationStatus, MessageCode, Result } from '@portal/domain';
import { err, isActivationStatus, message, ok, transitionActivation } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Moves a merchant's activation by the domain machine inside the caller's transaction; the row is
 * locked first, so two operators deciding at once cannot both pass.
 */
export async function moveActivation(
  trx: Transaction<Database>,
  customerId: number,
  event: ActivationEvent,
  changes: { readonly rejection_reason?: string | null; readonly identity_type?: string } = {},
): Promise<Result<ActivationStatus, MessageCode>> {
  const row = await trx
    .selectFrom('customers')
    .select('activation_status')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return err(message('SERVER.CUSTOMER_UNKNOWN'));
  const from = isActivationStatus(row.activation_status) ? row.activation_status : 'not_submitted';
  const to = transitionActivation(from, event);
  if (!to.ok) return to;
  await trx
    .updateTable('customers')
    .set({ activation_status: to.value, ...changes })
    .where('id', '=', customerId)
    .execute();
  return ok(to.value);
}

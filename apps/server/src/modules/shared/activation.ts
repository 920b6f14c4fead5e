import type { ActivationEvent, ActivationStatus, MessageCode, Result } from '@portal/domain';
import { ACTIVATION_MACHINE, err, message, ok } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from './status';

/**
 * Moves a merchant's activation by the domain machine inside the caller's transaction; the row is
 * locked first, so two operators deciding at once cannot both pass. The extra columns (a
 * rejection reason, the identity type) are written only when the machine accepts.
 */
export async function moveActivation(
  trx: Transaction<Database>,
  customerId: number,
  event: ActivationEvent,
  changes: { readonly rejection_reason?: string | null; readonly identity_type?: string } = {},
): Promise<Result<ActivationStatus, MessageCode>> {
  const row = await trx
    .selectFrom('customers')
    .select(['id', 'activation_status as status'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return err(message('SERVER.CUSTOMER_UNKNOWN'));
  const moved = await applyDomainEvent(trx, {
    table: 'customers',
    row,
    machine: ACTIVATION_MACHINE,
    event,
  });
  if (!moved.ok) return moved;
  if (Object.keys(changes).length > 0)
    await trx.updateTable('customers').set(changes).where('id', '=', customerId).execute();
  return ok(moved.value.to);
}

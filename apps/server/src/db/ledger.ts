import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

export type LedgerKind = 'top_up' | 'charge' | 'adjustment';

/**
 * The only way a balance moves: the balance and its ledger row change in the caller's transaction,
 * so the ledger always sums to the balance. `amountMinor` is signed (a charge is negative).
 */
export async function postLedgerEntry(
  trx: Transaction<Database>,
  entry: {
    readonly customerId: number;
    readonly kind: LedgerKind;
    readonly amountMinor: number;
    readonly reference: string;
    readonly now: Date;
  },
): Promise<{
  readonly ledgerId: number;
  readonly balanceMinor: number;
  readonly currency: string;
}> {
  const customer = await trx
    .updateTable('customers')
    .set({ balance_minor: sql<number>`balance_minor + ${entry.amountMinor}` })
    .where('id', '=', entry.customerId)
    .returning(['balance_minor', 'currency'])
    .executeTakeFirstOrThrow();
  const balanceMinor = Number(customer.balance_minor);
  const row = await trx
    .insertInto('ledger')
    .values({
      customer_id: entry.customerId,
      kind: entry.kind,
      amount_minor: entry.amountMinor,
      currency: customer.currency,
      balance_after_minor: balanceMinor,
      reference: entry.reference,
      created_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ledgerId: row.id, balanceMinor, currency: customer.currency };
}

/** The sum of a merchant's ledger, which must equal its balance (checked by the tests). */
export async function ledgerSum(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

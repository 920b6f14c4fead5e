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

/**
 * An order's fees, debited only when the balance covers them: the merchant's row is locked
 * (FOR UPDATE) before the balance is read, so concurrent submissions queue and the balance never
 * goes below zero. Answers false, moving nothing, when the balance falls short (the order then
 * waits as abnormal for insufficient funds). Added for the orders module (issue 12).
 */
export async function chargeIfCovered(
  trx: Transaction<Database>,
  charge: {
    readonly customerId: number;
    readonly amountMinor: number;
    readonly reference: string;
    readonly now: Date;
  },
): Promise<boolean> {
  if (!Number.isSafeInteger(charge.amountMinor) || charge.amountMinor < 0)
    throw new Error(`chargeIfCovered: not a non-negative amount (${charge.amountMinor})`);
  const customer = await trx
    .selectFrom('customers')
    .select('balance_minor')
    .where('id', '=', charge.customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (Number(customer.balance_minor) < charge.amountMinor) return false;
  if (charge.amountMinor > 0)
    await postLedgerEntry(trx, {
      customerId: charge.customerId,
      kind: 'charge',
      amountMinor: -charge.amountMinor,
      reference: charge.reference,
      now: charge.now,
    });
  return true;
}

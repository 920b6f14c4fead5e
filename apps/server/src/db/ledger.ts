import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/**
 * What moved a balance: a credited top-up, an order charge, a refund, a plan fee, an extra
 * purchase, a storage or overdue fee, or an operator's adjustment. The transactions list filters
 * by these.
 */
export const LEDGER_KINDS = [
  'top_up',
  'charge',
  'refund',
  'plan_fee',
  'extra_purchase',
  'storage_fee',
  'overdue_fee',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * What a posting did: `posted` wrote the row; `repeated` found the same move already posted under
 * this reference and wrote nothing (its answer is the first one's); `reference_reused` found a
 * different move (kind or amount) under the reference and wrote nothing; `insufficient` refused a
 * debit the balance does not cover and wrote nothing.
 */
export type LedgerOutcome = 'posted' | 'repeated' | 'reference_reused' | 'insufficient';

export interface LedgerPosting {
  readonly ledgerId: number;
  /** The balance right after this move (for a repeat, after the first posting). */
  readonly balanceMinor: number;
  readonly currency: string;
  readonly outcome: LedgerOutcome;
}

export interface LedgerEntry {
  readonly customerId: number;
  readonly kind: LedgerKind;
  /** Signed: a charge is negative. */
  readonly amountMinor: number;
  /**
   * Names the move once for all its retries: a top-up request's id, an order's charge, a plan's
   * activation. A second posting with the same reference for the merchant never moves money.
   */
  readonly reference: string;
  readonly now: Date;
}

/**
 * The only way a balance moves: the balance and its ledger row change in the caller's
 * transaction, so the ledger always sums to the balance. Idempotent by reference: the merchant's
 * row is locked first, so concurrent postings of one merchant run one at a time and the second
 * of two with the same reference finds the first (the unique (customer, reference) index is the
 * last guard). A debit never takes the balance below zero.
 */
export async function postLedgerEntry(
  trx: Transaction<Database>,
  entry: LedgerEntry,
): Promise<LedgerPosting> {
  const customer = await trx
    .selectFrom('customers')
    .select(['balance_minor', 'currency'])
    .where('id', '=', entry.customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const first = await trx
    .selectFrom('ledger')
    .select(['id', 'kind', 'amount_minor', 'balance_after_minor'])
    .where('customer_id', '=', entry.customerId)
    .where('reference', '=', entry.reference)
    .executeTakeFirst();
  if (first)
    return {
      ledgerId: first.id,
      balanceMinor: Number(first.balance_after_minor),
      currency: customer.currency,
      outcome:
        first.kind === entry.kind && Number(first.amount_minor) === entry.amountMinor
          ? 'repeated'
          : 'reference_reused',
    };
  const balance = Number(customer.balance_minor);
  if (entry.amountMinor < 0 && balance + entry.amountMinor < 0)
    return {
      ledgerId: 0,
      balanceMinor: balance,
      currency: customer.currency,
      outcome: 'insufficient',
    };
  const updated = await trx
    .updateTable('customers')
    .set({ balance_minor: sql<number>`balance_minor + ${entry.amountMinor}` })
    .where('id', '=', entry.customerId)
    .returning(['balance_minor', 'currency'])
    .executeTakeFirstOrThrow();
  const balanceMinor = Number(updated.balance_minor);
  const row = await trx
    .insertInto('ledger')
    .values({
      customer_id: entry.customerId,
      kind: entry.kind,
      amount_minor: entry.amountMinor,
      currency: updated.currency,
      balance_after_minor: balanceMinor,
      reference: entry.reference,
      created_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ledgerId: row.id, balanceMinor, currency: updated.currency, outcome: 'posted' };
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
  if (charge.amountMinor > 0) {
    const posted = await postLedgerEntry(trx, {
      customerId: charge.customerId,
      kind: 'charge',
      amountMinor: -charge.amountMinor,
      reference: charge.reference,
      now: charge.now,
    });
    // A reference already used moves no money: the caller would go on as if paid.
    if (posted.outcome !== 'posted')
      throw new Error(`chargeIfCovered: ${charge.reference} not posted (${posted.outcome})`);
  }
  return true;
}

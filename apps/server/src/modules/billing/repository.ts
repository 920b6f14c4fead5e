import type { PlanStatus, PlanTerms, ReceivedBatch } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { BillingChargeKind, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Plans waiting for their first check-in whose warehouse has received the merchant's stock by
 * `now`, with the first receipt: that moment starts the plan's billing cycle.
 */
export const plansCheckedIn = (db: Db, now: Date) =>
  db
    .selectFrom('plans as p')
    .innerJoin('inventory_batches as b', (join) =>
      join
        .onRef('b.customer_id', '=', 'p.customer_id')
        .onRef('b.warehouse_id', '=', 'p.warehouse_id'),
    )
    .select(['p.id', (eb) => eb.fn.min('b.received_at').as('first_receipt')])
    .where('p.status', '=', 'awaiting_first_check_in')
    .where('b.received_at', '<=', now)
    .groupBy('p.id')
    .execute();

/** The plan, locked unless another instance holds it (then undefined: that one handles it). */
export const lockPlanOrSkip = (trx: Transaction<Database>, planId: number) =>
  trx
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', planId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

export const lockPlanById = (trx: Transaction<Database>, planId: number) =>
  trx
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirstOrThrow();
export type LockedPlan = Awaited<ReturnType<typeof lockPlanById>>;

export const startCycle = (
  trx: Transaction<Database>,
  planId: number,
  status: PlanStatus,
  cycleStart: Date,
  now: Date,
) =>
  trx
    .updateTable('plans')
    .set({ status, cycle_start_at: cycleStart, updated_at: now })
    .where('id', '=', planId)
    .execute();

/** Active plans with the last billing date already scheduled (0 when none). */
export const activePlansWithLastRun = (db: Db) =>
  db
    .selectFrom('plans as p')
    .leftJoin('billing_runs as r', 'r.plan_id', 'p.id')
    .select(['p.id', 'p.cycle_start_at', (eb) => eb.fn.max('r.cycle').as('last_cycle')])
    .where('p.status', '=', 'active')
    .where('p.cycle_start_at', 'is not', null)
    .groupBy(['p.id', 'p.cycle_start_at'])
    .execute();

/** Schedules billing dates; one inserted twice (two schedulers) is kept once. */
export async function insertRuns(
  db: Db,
  runs: readonly { readonly planId: number; readonly cycle: number; readonly dueAt: Date }[],
): Promise<void> {
  if (runs.length === 0) return;
  await db
    .insertInto('billing_runs')
    .values(
      runs.map((r) => ({
        plan_id: r.planId,
        cycle: r.cycle,
        due_at: r.dueAt,
        status: 'pending' as const,
      })),
    )
    .onConflict((c) => c.columns(['plan_id', 'cycle']).doNothing())
    .execute();
}

/**
 * The oldest pending run that is due, locked; runs another instance holds are skipped (FOR
 * UPDATE SKIP LOCKED), and so are the ones this pass already failed.
 */
export const claimDueRun = (trx: Transaction<Database>, now: Date, failed: readonly number[]) => {
  let query = trx
    .selectFrom('billing_runs')
    .select(['id', 'plan_id', 'cycle', 'due_at'])
    .where('status', '=', 'pending')
    .where('due_at', '<=', now);
  if (failed.length > 0) query = query.where('id', 'not in', failed);
  return query.orderBy('due_at').orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
};
export type ClaimedRun = NonNullable<Awaited<ReturnType<typeof claimDueRun>>>;

export const finishRun = (trx: Transaction<Database>, runId: number, now: Date) =>
  trx
    .updateTable('billing_runs')
    .set({ status: 'done', finished_at: now })
    .where('id', '=', runId)
    .execute();

/** The edited terms take effect: they become the plan's terms and its fee. */
export const applyNextTerms = (
  trx: Transaction<Database>,
  planId: number,
  terms: PlanTerms & { readonly feeMinor: number; readonly currency: string },
  now: Date,
) =>
  trx
    .updateTable('plans')
    .set({
      storage_tenths_cbm: terms.storageTenthsCbm,
      sku_count: terms.skuCount,
      plan_items: terms.planItems,
      fee_minor: terms.feeMinor,
      currency: terms.currency,
      next_storage_tenths_cbm: null,
      next_sku_count: null,
      next_plan_items: null,
      updated_at: now,
    })
    .where('id', '=', planId)
    .execute();

/** Extras bought for a cycle (migration 045, ADR 0033) end with it: the renewed cycle starts without them. */
export const endCycleExtras = (trx: Transaction<Database>, planId: number, now: Date) =>
  trx
    .updateTable('plans')
    .set({ extra_sku_count: 0, extra_plan_items: 0, updated_at: now })
    .where('id', '=', planId)
    .execute();

/** A product's stock in one warehouse: its receipts, units on hand, box and value. */
export interface ProductStock {
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly cnName: string;
  readonly onHand: number;
  readonly unitCm3: number;
  readonly priceCents: number;
  readonly batches: readonly ReceivedBatch[];
}

/**
 * The merchant's stock of a warehouse (every warehouse when none is given) with its receipts,
 * product by product. A unit's volume is its box (dimensions in hundredths of a centimetre),
 * rounded up to the whole cm³.
 */
export async function stockWithReceipts(
  db: Db,
  customerId: number,
  warehouseId?: number,
): Promise<ReadonlyMap<number, readonly ProductStock[]>> {
  const { rows } = await sql<{
    warehouse_id: number;
    product_id: number;
    sku: string;
    name: string;
    cn_name: string;
    on_hand: number;
    unit_cm3: string;
    price_cents: number;
    received_at: Date | string | null;
    qualified: number | null;
  }>`select i.warehouse_id, i.product_id, p.sku, p.name, p.cn_name, i.on_hand, p.price_cents,
      ceil(p.length_mm10::numeric * p.width_mm10 * p.height_mm10 / 1000000) as unit_cm3,
      b.received_at, b.qualified
    from inventory i
    join products p on p.id = i.product_id
    left join inventory_batches b on b.customer_id = i.customer_id
      and b.warehouse_id = i.warehouse_id and b.product_id = i.product_id
    where i.customer_id = ${customerId} and i.on_hand > 0
      ${warehouseId === undefined ? sql`` : sql`and i.warehouse_id = ${warehouseId}`}
    order by i.warehouse_id, i.product_id`.execute(db);
  type Building = ProductStock & { batches: ReceivedBatch[] };
  const byWarehouse = new Map<number, Map<number, Building>>();
  for (const row of rows) {
    const products = byWarehouse.get(row.warehouse_id) ?? new Map<number, Building>();
    byWarehouse.set(row.warehouse_id, products);
    const unitCm3 = Number(row.unit_cm3);
    const stock: Building = products.get(row.product_id) ?? {
      productId: row.product_id,
      sku: row.sku,
      name: row.name,
      cnName: row.cn_name,
      onHand: Number(row.on_hand),
      unitCm3,
      priceCents: Number(row.price_cents),
      batches: [],
    };
    products.set(row.product_id, stock);
    if (row.received_at !== null && row.qualified !== null)
      stock.batches.push({
        receivedAtMs: new Date(row.received_at).getTime(),
        units: Number(row.qualified),
        unitCm3,
      });
  }
  return new Map([...byWarehouse].map(([id, products]) => [id, [...products.values()]] as const));
}

export const insertCharge = (
  trx: Transaction<Database>,
  charge: {
    readonly runId: number;
    readonly planId: number;
    readonly customerId: number;
    readonly warehouseId: number;
    readonly cycle: number;
    readonly kind: BillingChargeKind;
    readonly amountMinor: number;
    readonly currency: string;
    readonly reference: string;
    readonly ledgerId: number | null;
    readonly dueAt: Date;
    readonly now: Date;
  },
) =>
  trx
    .insertInto('billing_charges')
    .values({
      run_id: charge.runId,
      plan_id: charge.planId,
      customer_id: charge.customerId,
      warehouse_id: charge.warehouseId,
      cycle: charge.cycle,
      kind: charge.kind,
      amount_minor: charge.amountMinor,
      currency: charge.currency,
      reference: charge.reference,
      status: charge.ledgerId === null ? 'owed' : 'paid',
      ledger_id: charge.ledgerId,
      due_at: charge.dueAt,
      paid_at: charge.ledgerId === null ? null : charge.now,
    })
    .onConflict((c) => c.columns(['customer_id', 'reference']).doNothing())
    .execute();

/** Merchants with amounts owed, oldest debt first. */
export const customersOwing = (db: Db) =>
  db
    .selectFrom('billing_charges')
    .select(['customer_id', (eb) => eb.fn.min('id').as('first')])
    .where('status', '=', 'owed')
    .groupBy('customer_id')
    .orderBy('first')
    .execute();

/** A merchant's owed charges, oldest first, locked; ones another pass holds are skipped. */
export const lockOwedCharges = (trx: Transaction<Database>, customerId: number) =>
  trx
    .selectFrom('billing_charges')
    .select(['id', 'kind', 'amount_minor', 'reference'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'owed')
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();

export const markChargePaid = (
  trx: Transaction<Database>,
  chargeId: number,
  ledgerId: number,
  now: Date,
) =>
  trx
    .updateTable('billing_charges')
    .set({ status: 'paid', ledger_id: ledgerId, paid_at: now })
    .where('id', '=', chargeId)
    .execute();

/** One page of a merchant's owed charges, oldest first, with the warehouse's names. */
export async function pageOfOwedCharges(
  db: Db,
  customerId: number,
  paging: { readonly pageSize: number; readonly offset: number },
) {
  const base = db
    .selectFrom('billing_charges as c')
    .innerJoin('warehouses as w', 'w.id', 'c.warehouse_id')
    .where('c.customer_id', '=', customerId)
    .where('c.status', '=', 'owed');
  const total = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('c.amount_minor'), eb.lit(0)).as('amount'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'c.id',
      'c.kind',
      'c.cycle',
      'c.amount_minor',
      'c.currency',
      'c.reference',
      'c.due_at',
      'c.warehouse_id',
      'w.name as warehouse_name',
      'w.cn_name as warehouse_cn_name',
    ])
    .orderBy('c.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n), owedMinor: Number(total.amount) };
}

export const warehouseNames = (db: Db) =>
  db.selectFrom('warehouses').select(['id', 'name', 'cn_name']).execute();

// ---- reminders of amounts owed (migration 075, ADR 0038) ----

/** Billing runs that left a charge owed and whose merchant was not reminded of them yet. */
export const runsOwingUnreminded = (db: Db) =>
  db
    .selectFrom('billing_charges as c')
    .leftJoin('owed_reminders as r', 'r.run_id', 'c.run_id')
    .select(['c.run_id', 'c.customer_id'])
    .where('c.status', '=', 'owed')
    .where('r.id', 'is', null)
    .groupBy(['c.run_id', 'c.customer_id'])
    .orderBy('c.run_id')
    .execute();

/** What a merchant owes in all (owed charges are in CNY, the billing currency). */
export async function owedTotal(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('billing_charges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('owed'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'owed')
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/**
 * Records the reminder of one billing run; undefined when the run already has one (another pass or
 * instance reminded it first: the unique run id keeps it once).
 */
export const insertReminder = (
  trx: Transaction<Database>,
  reminder: {
    readonly customerId: number;
    readonly runId: number;
    readonly owedMinor: number;
    readonly currency: string;
    readonly emailStatus: 'pending' | 'off';
    readonly now: Date;
  },
) =>
  trx
    .insertInto('owed_reminders')
    .values({
      customer_id: reminder.customerId,
      run_id: reminder.runId,
      owed_minor: reminder.owedMinor,
      currency: reminder.currency,
      email_status: reminder.emailStatus,
      created_at: reminder.now,
    })
    .onConflict((c) => c.column('run_id').doNothing())
    .returning('id')
    .executeTakeFirst();

export const setReminderNotice = (trx: Transaction<Database>, reminderId: number, newsId: number) =>
  trx.updateTable('owed_reminders').set({ news_id: newsId }).where('id', '=', reminderId).execute();

/** The next reminder whose e-mail waits, locked; one another pass is sending is skipped. */
export const lockPendingReminder = (trx: Transaction<Database>, skip: readonly number[]) => {
  let query = trx
    .selectFrom('owed_reminders')
    .select(['id', 'customer_id', 'owed_minor', 'currency', 'email_attempts', 'created_at'])
    .where('email_status', '=', 'pending');
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return query.orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
};

export const markReminderMail = (
  trx: Transaction<Database>,
  reminderId: number,
  mail: {
    readonly status: 'pending' | 'sent' | 'off' | 'failed';
    readonly attempts: number;
    readonly now: Date;
  },
) =>
  trx
    .updateTable('owed_reminders')
    .set({
      email_status: mail.status,
      email_attempts: mail.attempts,
      mailed_at: mail.status === 'sent' ? mail.now : null,
    })
    .where('id', '=', reminderId)
    .execute();

/** The addresses the merchant asked to copy on overdue reminders (api-default/*-overdue-cc-email). */
export async function overdueCcEmails(db: Db, customerId: number): Promise<string[]> {
  const row = await db
    .selectFrom('customers')
    .select('overdue_cc_emails')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const stored = row?.overdue_cc_emails ?? '';
  return stored === '' ? [] : stored.split(',');
}

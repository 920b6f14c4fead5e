import type { TopUpStatus } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Paging } from '../../http/paging';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'customer_id',
  'amount_minor',
  'currency',
  'method',
  'proof_upload_id',
  'status',
  'reason',
  'ledger_id',
  'created_at',
  'decided_at',
] as const;
/** The same columns named through the alias `t`, for queries that join. */
const TOP_UP_COLUMNS = COLUMNS.map((column) => `t.${column}` as const);

export const insertTopUp = (
  db: Db,
  topUp: {
    readonly customerId: number;
    readonly amountMinor: number;
    readonly currency: string;
    readonly method: string;
    readonly proofUploadId: string;
    readonly status: TopUpStatus;
    readonly now: Date;
  },
) =>
  db
    .insertInto('top_ups')
    .values({
      customer_id: topUp.customerId,
      amount_minor: topUp.amountMinor,
      currency: topUp.currency,
      method: topUp.method,
      proof_upload_id: topUp.proofUploadId,
      status: topUp.status,
      created_at: topUp.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export type TopUpRecord = Awaited<ReturnType<typeof insertTopUp>>;

/** A merchant's pictures only: the proof must be an upload of the same merchant. */
export const isOwnUpload = async (db: Db, customerId: number, id: string) =>
  (await db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst()) !== undefined;

export async function pageOfTopUps(
  db: Db,
  filter: { readonly customerId?: number; readonly status?: TopUpStatus },
  paging: Paging,
  newestFirst: boolean,
) {
  let query = db.selectFrom('top_ups as t').innerJoin('customers as c', 'c.id', 't.customer_id');
  if (filter.customerId !== undefined) query = query.where('t.customer_id', '=', filter.customerId);
  if (filter.status !== undefined) query = query.where('t.status', '=', filter.status);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([...TOP_UP_COLUMNS, 'c.username'])
    .orderBy('t.id', newestFirst ? 'desc' : 'asc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** A top-up locked for its decision: two operators deciding at once take turns. */
export const lockTopUp = (trx: Transaction<Database>, id: number) =>
  trx
    .selectFrom('top_ups as t')
    .select(TOP_UP_COLUMNS)
    .where('t.id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const recordTopUpDecision = (
  trx: Transaction<Database>,
  id: number,
  decision: {
    readonly reason: string | null;
    readonly ledgerId: number | null;
    readonly now: Date;
  },
) =>
  trx
    .updateTable('top_ups')
    .set({ reason: decision.reason, ledger_id: decision.ledgerId, decided_at: decision.now })
    .where('id', '=', id)
    .execute();

export const balanceOf = (db: Db, customerId: number) =>
  db
    .selectFrom('customers')
    .select(['balance_minor', 'currency'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();

/** The balance right after a ledger row (the answer a repeated credit gives). */
export const ledgerBalanceAfter = (db: Db, ledgerId: number) =>
  db
    .selectFrom('ledger')
    .select(['balance_after_minor', 'currency'])
    .where('id', '=', ledgerId)
    .executeTakeFirstOrThrow();

/** What the order charge details filter by; every field optional. */
export interface OrderChargeFilter {
  readonly customerId: number;
  readonly orderNo?: string;
  readonly warehouseId?: number;
  readonly move?: 'charge' | 'refund';
  readonly from?: Date;
  readonly before?: Date;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The order moves of the ledger and their orders. An order's charge is a `charge` row under its
 * number (`N`, then `N#2`… after a refund); its refund an `adjustment` under `refund:N[#k]`
 * (order/fulfilment.ts). The number comes back from the reference, so the ledger stays the one
 * record of what moved and a deleted order still shows its money.
 */
function orderMoves(db: Db, filter: OrderChargeFilter) {
  const orderNo = sql<string>`split_part(case when l.kind = 'charge' then l.reference else substr(l.reference, 8) end, '#', 1)`;
  let query = db
    .selectFrom('ledger as l')
    .leftJoin('orders as o', (join) =>
      join.onRef('o.customer_id', '=', 'l.customer_id').on('o.order_no', '=', orderNo),
    )
    .leftJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .where('l.customer_id', '=', filter.customerId)
    .where((eb) =>
      filter.move === 'charge'
        ? eb('l.kind', '=', 'charge')
        : filter.move === 'refund'
          ? eb.and([eb('l.kind', '=', 'adjustment'), eb('l.reference', 'like', 'refund:%')])
          : eb.or([
              eb('l.kind', '=', 'charge'),
              eb.and([eb('l.kind', '=', 'adjustment'), eb('l.reference', 'like', 'refund:%')]),
            ]),
    );
  if (filter.orderNo !== undefined && filter.orderNo !== '')
    query = query.where(sql<boolean>`${orderNo} ilike ${`%${escapeLike(filter.orderNo)}%`}`);
  if (filter.warehouseId !== undefined)
    query = query.where('o.warehouse_id', '=', filter.warehouseId);
  if (filter.from !== undefined) query = query.where('l.created_at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('l.created_at', '<', filter.before);
  return { query, orderNo };
}

/** A page of the order moves, newest first, and the totals of every move the filter keeps. */
export async function pageOfOrderCharges(db: Db, filter: OrderChargeFilter, paging: Paging) {
  const { query, orderNo } = orderMoves(db, filter);
  const totals = await query
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<string>`coalesce(sum(case when l.amount_minor < 0 then -l.amount_minor else 0 end), 0)`.as(
        'charged',
      ),
      sql<string>`coalesce(sum(case when l.amount_minor > 0 then l.amount_minor else 0 end), 0)`.as(
        'refunded',
      ),
    ])
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'l.id',
      'l.kind',
      'l.amount_minor',
      'l.balance_after_minor',
      'l.currency',
      'l.created_at',
      'o.id as order_id',
      'o.warehouse_id',
      'o.channel',
      'o.fees',
      'w.name as warehouse',
      orderNo.as('order_no'),
    ])
    .orderBy('l.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return {
    rows,
    total: Number(totals.n),
    chargedMinor: Number(totals.charged),
    refundedMinor: Number(totals.refunded),
  };
}

export type OrderChargeRecord = Awaited<ReturnType<typeof pageOfOrderCharges>>['rows'][number];

/**
 * The merchant's orders any of whose numbers (order, reference, tracking) is among `numbers`,
 * newest first, with their warehouse; at most `limit` rows (a reference may repeat).
 */
export const ordersByAnyNumber = (
  db: Db,
  customerId: number,
  numbers: readonly string[],
  limit: number,
) =>
  db
    .selectFrom('orders as o')
    .leftJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .select([
      'o.id',
      'o.order_no',
      'o.reference_no',
      'o.tracking_no',
      'o.warehouse_id',
      'o.channel',
      'o.status',
      'o.fees',
      'o.charged_minor',
      'o.currency',
      'o.created_at',
      'w.name as warehouse',
    ])
    .where('o.customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('o.order_no', 'in', numbers),
        eb('o.reference_no', 'in', numbers),
        eb('o.tracking_no', 'in', numbers),
      ]),
    )
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();

export type WaybillRecord = Awaited<ReturnType<typeof ordersByAnyNumber>>[number];

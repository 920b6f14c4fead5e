import type { MessageCode, Result, StatusMachine } from '@portal/domain';
import { err, ok } from '@portal/domain';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { storedStatusOrThrow } from './stored-status';
import { queueWebhookEvent } from './webhook-outbox';

/** The tables with a machine-owned status column, and that column. */
const STATUS_COLUMNS = {
  asns: 'status',
  rmas: 'status',
  products: 'status',
  customers: 'activation_status',
  customer_warehouses: 'status',
  verifications: 'status',
  plan_requests: 'status',
  plans: 'status',
  top_ups: 'status',
  orders: 'status',
  addon_rules: 'status',
  order_uploads: 'status',
} as const satisfies { readonly [T in keyof Database]?: keyof Database[T] & string };
export type StatusTable = keyof typeof STATUS_COLUMNS;

/** Tables that record when a row last changed; their updated_at moves with the status. */
const TOUCHED: ReadonlySet<StatusTable> = new Set([
  'asns',
  'rmas',
  'products',
  'orders',
  'addon_rules',
]);

/** What the domain decides from the stored status: a machine event, or a rule with facts. */
export type StatusDecision<S extends string, E extends string> =
  { readonly event: E } | { readonly decide: (from: S) => Result<S, MessageCode> };

export interface DomainEventStep<S extends string, E extends string> {
  readonly table: StatusTable;
  /** The row as the caller read it, locked (FOR UPDATE) in this transaction. */
  readonly row: { readonly id: number; readonly status: string };
  readonly machine: StatusMachine<S, E>;
  /** Required for the tables that keep updated_at (asns, rmas, products, orders). */
  readonly now?: Date;
}

/**
 * The one way a stored status moves: the domain decides from the row's status (an unknown one
 * throws, see above), and only an accepted step writes, in the caller's transaction, so the
 * caller's effects (stock, ledger, log) commit or roll back with it. A refusal writes nothing.
 */
export async function applyDomainEvent<S extends string, E extends string>(
  tx: Transaction<Database>,
  step: DomainEventStep<S, E> & StatusDecision<S, E>,
): Promise<Result<{ readonly from: S; readonly to: S }, MessageCode>> {
  const from = storedStatusOrThrow(step.machine, step.row.status);
  const to = 'event' in step ? step.machine.transition(from, step.event) : step.decide(from);
  if (!to.ok) return err(to.error);
  const column = STATUS_COLUMNS[step.table];
  if (TOUCHED.has(step.table) && step.now === undefined)
    throw new Error(`applyDomainEvent on ${step.table} needs now for updated_at`);
  const touched = TOUCHED.has(step.table) ? sql`, updated_at = ${step.now}` : sql``;
  await sql`update ${sql.table(step.table)} set ${sql.ref(column)} = ${to.value}${touched}
    where id = ${step.row.id}`.execute(tx);
  await queueStatusWebhook(tx, step.table, step.row.id, from, to.value, step.now);
  return ok({ from, to: to.value });
}

/**
 * The webhook events a status change raises (ADR 0051): every order status change, and a return
 * processed. Here, where every stored status moves, so no caller can forget one.
 */
async function queueStatusWebhook(
  tx: Transaction<Database>,
  table: StatusTable,
  id: number,
  from: string,
  to: string,
  now: Date | undefined,
): Promise<void> {
  if (from === to) return;
  const at = now ?? new Date();
  // one query in the common case: no active webhook of the owner, nothing more to do
  if (table === 'orders') {
    const order = await tx
      .selectFrom('orders as o')
      .innerJoin('webhooks as w', 'w.customer_id', 'o.customer_id')
      .select(['o.customer_id', 'o.order_no'])
      .where('o.id', '=', id)
      .where('w.status', '=', 'active')
      .limit(1)
      .executeTakeFirst();
    if (order)
      await queueWebhookEvent(
        tx,
        order.customer_id,
        'order.status_changed',
        { order_id: id, order_no: order.order_no, from, to },
        at,
      );
  } else if (table === 'rmas' && to === 'processed') {
    const rma = await tx
      .selectFrom('rmas as r')
      .innerJoin('webhooks as w', 'w.customer_id', 'r.customer_id')
      .select(['r.customer_id', 'r.rma_no'])
      .where('r.id', '=', id)
      .where('w.status', '=', 'active')
      .limit(1)
      .executeTakeFirst();
    if (rma)
      await queueWebhookEvent(
        tx,
        rma.customer_id,
        'return.processed',
        { rma_id: id, rma_no: rma.rma_no },
        at,
      );
  }
}

/**
 * The status port for use cases on a unit of work (ADR 0068): `applyDomainEvent` bound to the
 * transaction `kyselyUnitOfWork` opened, so a use case moves a status through `tx.statuses`.
 */
export interface StatusRepository {
  applyDomainEvent<S extends string, E extends string>(
    step: DomainEventStep<S, E> & StatusDecision<S, E>,
  ): Promise<Result<{ readonly from: S; readonly to: S }, MessageCode>>;
}

export const kyselyStatusRepository = (tx: Transaction<Database>): StatusRepository => ({
  applyDomainEvent: (step) => applyDomainEvent(tx, step),
});

import type { OrderFees } from '@portal/contract';
import type {
  MessageCode,
  OrderAbnormalReason,
  OrderActorKind,
  OrderResumeTrigger,
  OrderStatus,
  Result,
} from '@portal/domain';
import {
  err,
  decimalText,
  markOrderAbnormal,
  message,
  ok,
  ORDER_ABNORMAL_REASON_CODES,
  ORDER_MACHINE,
  orderReleaseDeltas,
  orderReserveDeltas,
  orderStockShortfalls,
  resumeAbnormalOrder,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import { chargeIfCovered, postLedgerEntry } from '../../db/ledger';
import type { Database } from '../../db/schema';
import { moveStock } from '../inventory/repository';
import type { MerchantNotice } from '../settings-user/notify-merchant';
import { notifyMerchant } from '../settings-user/notify-merchant';
import { preferencesOf } from '../settings-user/preferences';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import type { OrderRecord } from './repository';
import {
  appendOrderEvent,
  lockBalance,
  lockMerchant,
  lockOrder,
  lockOrderPlan,
  lockStockRows,
  movePlanItems,
  orderLines,
  setAbnormalReason,
  waitingOrderIds,
} from './repository';

type Tx = Transaction<Database>;

export interface Actor {
  readonly kind: OrderActorKind;
  readonly name: string;
}
export const SYSTEM_ACTOR: Actor = { kind: 'system', name: 'system' };

/** The quoted total the submission charges (CNY fen); 0 before a quote. */
export const quotedTotal = (order: Pick<OrderRecord, 'fees'>): number => {
  const fees = (
    typeof order.fees === 'string' ? JSON.parse(order.fees) : order.fees
  ) as OrderFees | null;
  return fees?.total.amount ?? 0;
};

/** One plan-item per unit shipped (the plan's usage counts units, as its purchase does). */
const orderPlanItemsNeeded = (lines: readonly { readonly quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

type Check =
  | {
      readonly ok: true;
      readonly trigger: OrderResumeTrigger;
      /** The plan its units are taken from; undefined where no plan was bought (ADR 0030). */
      readonly planId: number | undefined;
      readonly planItems: { readonly needed: number; readonly available: number };
    }
  | { readonly ok: false; readonly reason: OrderAbnormalReason };

/**
 * Whether the order can have its stock, its plan-items and its fees now, with the rows locked
 * (inventory by product id, then the warehouse's plan, then the merchant's balance) so concurrent
 * submissions queue on the last units, the last plan-items and the last yuan. Checked in that
 * order: the first shortfall is the order's abnormal reason.
 */
async function checkFulfilment(tx: Tx, order: OrderRecord): Promise<Check> {
  const lines = await orderLines(tx, order.id);
  const productIds = [
    ...new Set(lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]))),
  ].sort((a, b) => a - b);
  const stock = await lockStockRows(tx, order.warehouse_id, productIds);
  const byProduct = new Map(stock.map((s) => [s.product_id, s]));
  const levelsOf = (sku: string) => {
    const productId = lines.find((l) => l.sku === sku)?.product_id;
    const row =
      productId === null || productId === undefined ? undefined : byProduct.get(productId);
    return { onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0 };
  };
  const needed = lines.map((l) => ({ sku: l.sku, quantity: l.quantity }));
  if (orderStockShortfalls(needed, levelsOf).length > 0)
    return { ok: false, reason: 'insufficient_stock' };
  const plan = await lockOrderPlan(tx, order.customer_id, order.warehouse_id);
  const planItems = {
    needed: plan === undefined ? 0 : orderPlanItemsNeeded(needed),
    // the plan's own plan-items and those bought extra this cycle (migration 045)
    available:
      plan === undefined ? 0 : plan.plan_items + plan.extra_plan_items - plan.plan_items_used,
  };
  if (planItems.needed > planItems.available)
    return { ok: false, reason: 'insufficient_plan_items' };
  const balance = await lockBalance(tx, order.customer_id);
  if (Number(balance.balance_minor) < quotedTotal(order))
    return { ok: false, reason: 'insufficient_funds' };
  return {
    ok: true,
    planId: plan?.id,
    planItems,
    trigger: {
      kind: 'stock_arrived',
      lines: needed.map((l) => ({
        sku: l.sku,
        needed: l.quantity,
        available: levelsOf(l.sku).onHand - levelsOf(l.sku).reserved,
      })),
    },
  };
}

/**
 * Reserves every line, takes the plan-items and debits the quote, after checkFulfilment said all
 * three are covered (its locks still held).
 */
async function reserveAndCharge(
  tx: Tx,
  order: OrderRecord,
  covered: Extract<Check, { ok: true }>,
  actor: Actor,
  now: Date,
) {
  for (const line of await orderLines(tx, order.id)) {
    if (line.product_id === null) continue;
    await moveStock(tx, {
      customerId: order.customer_id,
      productId: line.product_id,
      warehouseId: order.warehouse_id,
      deltas: orderReserveDeltas(line.quantity),
      cause: 'order_reserved',
      reference: order.order_no,
      operator: actor.name,
      now,
    });
    await tx
      .updateTable('order_lines')
      .set({ reserved: line.quantity })
      .where('id', '=', line.id)
      .execute();
  }
  if (covered.planId !== undefined && covered.planItems.needed > 0)
    await movePlanItems(tx, {
      orderId: order.id,
      planId: covered.planId,
      units: covered.planItems.needed,
    });
  const total = quotedTotal(order);
  const charged = await chargeIfCovered(tx, {
    customerId: order.customer_id,
    amountMinor: total,
    reference: chargeReference(order.order_no, (await refundsOf(tx, order)) + 1),
    now,
  });
  // checkFulfilment read the balance under the same lock: a refusal here is a fault.
  if (!charged) throw new Error(`order ${order.order_no}: balance changed under its lock`);
  await tx.updateTable('orders').set({ charged_minor: total }).where('id', '=', order.id).execute();
  await appendOrderEvent(tx, {
    orderId: order.id,
    actorKind: actor.kind,
    actor: actor.name,
    action: 'reserve_and_charge',
    note: {
      code: 'SERVER.ORDER_CHARGED',
      params: {
        // decimal text; the catalog names the currency in each language (40.00 CNY, 40.00 元)
        amount: decimalText(total),
        items: covered.planItems.needed,
      },
    },
    now,
  });
}

/**
 * The ledger reference of an order's charge: its number for the first submission, then
 * `number#2`, `number#3`… for each submission after a refund (cancel to draft and submit again).
 * The ledger is idempotent by reference (ADR 0023), so a reused reference would move no money
 * while the order went on as paid.
 */
const chargeReference = (orderNo: string, round: number) =>
  round === 1 ? orderNo : `${orderNo}#${round}`;

/** How many times the order's charge was refunded: the charge round is one more. */
async function refundsOf(tx: Tx, order: OrderRecord): Promise<number> {
  const row = await tx
    .selectFrom('ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', order.customer_id)
    .where((eb) =>
      eb.or([
        eb('reference', '=', `refund:${order.order_no}`),
        eb('reference', 'like', `refund:${order.order_no}#%`),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives back what the order holds: its reserved units to the shelf, its plan-items to the plan
 * and its charge to the balance (through the ledger). Used by a cancel and an accepted
 * interception, in their transaction.
 */
export async function releaseOrder(tx: Tx, order: OrderRecord, actor: Actor, now: Date) {
  if (order.plan_items_held > 0) {
    const plan = await lockOrderPlan(tx, order.customer_id, order.warehouse_id);
    if (plan !== undefined)
      await movePlanItems(tx, {
        orderId: order.id,
        planId: plan.id,
        units: -order.plan_items_held,
      });
  }
  for (const line of await orderLines(tx, order.id)) {
    if (line.product_id === null || line.reserved === 0) continue;
    await moveStock(tx, {
      customerId: order.customer_id,
      productId: line.product_id,
      warehouseId: order.warehouse_id,
      deltas: orderReleaseDeltas(line.reserved),
      cause: 'order_released',
      reference: order.order_no,
      operator: actor.name,
      now,
    });
    await tx.updateTable('order_lines').set({ reserved: 0 }).where('id', '=', line.id).execute();
  }
  const charged = Number(order.charged_minor);
  if (charged > 0) {
    const round = (await refundsOf(tx, order)) + 1;
    const refund = await postLedgerEntry(tx, {
      customerId: order.customer_id,
      kind: 'adjustment',
      amountMinor: charged,
      reference: `refund:${chargeReference(order.order_no, round)}`,
      now,
    });
    if (refund.outcome !== 'posted')
      throw new Error(`order ${order.order_no}: refund ${round} not posted (${refund.outcome})`);
    await tx.updateTable('orders').set({ charged_minor: 0 }).where('id', '=', order.id).execute();
  }
}

/** Where an order's notice leads: the order list, which shows each order's state and reason. */
export const ORDER_LIST_ROUTE = '/order/list';

/** The notice of an order become abnormal (ADR 0034): the list says why and what to do. */
export const abnormalNotice = (order: Pick<OrderRecord, 'order_no'>): MerchantNotice => ({
  text: message('MAIL.ORDER_ABNORMAL_NOTICE', { order: order.order_no }),
  href: ORDER_LIST_ROUTE,
});

/**
 * A submitted order (now processing) takes its stock and its fees; when either falls short it
 * becomes abnormal with the reason and nothing else moves. In the caller's transaction.
 */
export async function fulfilSubmittedOrder(
  tx: Tx,
  order: OrderRecord,
  actor: Actor,
  now: Date,
): Promise<Result<{ status: OrderStatus; reason: OrderAbnormalReason | null }, MessageCode>> {
  const check = await checkFulfilment(tx, order);
  if (check.ok) {
    await reserveAndCharge(tx, order, check, actor, now);
    return ok({ status: storedStatusOrThrow(ORDER_MACHINE, order.status), reason: null });
  }
  const moved = await applyDomainEvent(tx, {
    table: 'orders',
    row: order,
    machine: ORDER_MACHINE,
    now,
    decide: (from) => {
      const marked = markOrderAbnormal(from, check.reason);
      return marked.ok ? ok(marked.value.status) : marked;
    },
  });
  if (!moved.ok) return err(moved.error);
  await setAbnormalReason(tx, order.id, check.reason);
  await appendOrderEvent(tx, {
    orderId: order.id,
    actorKind: 'system',
    actor: SYSTEM_ACTOR.name,
    action: 'markAbnormal',
    from: moved.value.from,
    to: moved.value.to,
    note: message(ORDER_ABNORMAL_REASON_CODES[check.reason]),
    now,
  });
  await notifyMerchant(tx, order.customer_id, 'order_abnormal', abnormalNotice(order), now);
  return ok({ status: moved.value.to, reason: check.reason });
}

/** The reasons a resume retries: an abnormal address waits for the merchant's correction. */
const WAITING_REASONS: readonly OrderAbnormalReason[] = [
  'insufficient_stock',
  'insufficient_plan_items',
  'insufficient_funds',
];

/** What covered the order's shortfall, in the domain's words, from what the check found. */
function triggerOf(reason: OrderAbnormalReason, covered: Extract<Check, { ok: true }>) {
  if (reason === 'insufficient_funds')
    return { kind: 'balance_topped_up', orderPaid: true } as const satisfies OrderResumeTrigger;
  if (reason === 'insufficient_plan_items')
    return {
      kind: 'resources_bought',
      planItemsNeeded: covered.planItems.needed,
      planItemsAvailable: covered.planItems.available,
    } as const satisfies OrderResumeTrigger;
  return covered.trigger;
}

/**
 * The automatic resume: the merchant's orders waiting for stock, plan-items or funds (in one
 * warehouse, or all), by priority 1, 2, 3 and then oldest first, each take their stock, their
 * plan-items and their fees when all are now covered and go back to processing (the domain's
 * resumeAbnormalOrder decides); one still short keeps waiting, its reason brought up to date.
 * Call it in the transaction of the event that may unblock them: a top-up credited, stock
 * received or put back on the shelf, plan-items bought. Answers the ids resumed.
 *
 * Only when the merchant's "submit abnormal orders automatically" preference is on (the default,
 * which is the spec's automatic resume): with it off the orders stay abnormal for the merchant to
 * handle (cancel to draft, edit, submit again), each reason still brought up to date.
 */
export async function resumeWaitingOrders(
  tx: Tx,
  customerId: number,
  now: Date,
  warehouseId?: number,
): Promise<number[]> {
  // The merchant first, as every order change does (repository.ts lockMerchant), so a resume
  // queues behind a submission instead of deadlocking with it.
  await lockMerchant(tx, customerId);
  const automatic = (await preferencesOf(tx, customerId)).other.auto_submit_abnormal;
  const waiting = await waitingOrderIds(tx, customerId, WAITING_REASONS, warehouseId);
  const resumed: number[] = [];
  for (const { id } of waiting) {
    const order = await lockOrder(tx, id);
    if (!order || order.status !== 'abnormal') continue;
    const check = await checkFulfilment(tx, order);
    if (!check.ok) {
      if (check.reason !== order.abnormal_reason) await setAbnormalReason(tx, id, check.reason);
      continue;
    }
    // An uploaded order follows its upload's choice (ADR 0046); any other the preference.
    if (!(order.auto_resume ?? automatic)) continue;
    const reason = order.abnormal_reason as OrderAbnormalReason;
    const trigger = triggerOf(reason, check);
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      decide: (from) => {
        const next = resumeAbnormalOrder({ status: from, abnormalReason: reason }, trigger);
        return next.resumed
          ? ok(next.status)
          : err(message(ORDER_MACHINE.invalidTransitionCode, { from, event: 'resume' }));
      },
    });
    if (!moved.ok) continue;
    await setAbnormalReason(tx, id, null);
    await appendOrderEvent(tx, {
      orderId: id,
      actorKind: 'system',
      actor: SYSTEM_ACTOR.name,
      action: 'resume',
      from: moved.value.from,
      to: moved.value.to,
      now,
    });
    await reserveAndCharge(tx, order, check, SYSTEM_ACTOR, now);
    resumed.push(id);
  }
  return resumed;
}

/**
 * What a plan purchase (activation, an extra purchase of plan-items) calls in its transaction,
 * after the plan's new count is written: the orders of that warehouse waiting for plan-items (and
 * any other shortfall now covered) resume by priority, then oldest first.
 */
export const resumeAfterPlanItems = (
  tx: Tx,
  customerId: number,
  warehouseId: number,
  now: Date = new Date(),
): Promise<number[]> => resumeWaitingOrders(tx, customerId, now, warehouseId);

/**
 * What stock arriving calls in its transaction (an ASN received, a return put back on the
 * shelf): the owner's orders waiting in that warehouse are retried.
 */
export const resumeAfterStockArrived = (
  tx: Tx,
  customerId: number,
  warehouseId: number,
  now: Date,
): Promise<number[]> => resumeWaitingOrders(tx, customerId, now, warehouseId);

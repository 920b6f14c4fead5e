import type { OrderListRow, OrderSavedData, Page, RateCard as RateCardRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode, OrderEvent, OrderStatus, OrderStopReason, Result } from '@portal/domain';
import {
  err,
  interceptOrder,
  markOrderAbnormal,
  message,
  ok,
  ORDER_ABNORMAL_REASON_CODES,
  ORDER_MACHINE,
  ORDER_STOP_REASONS,
  orderShipDeltas,
  parsePositiveAmount,
  SHIPPING_CHANNELS,
  transitionOrder,
  validateOptionalAmount,
  validateRequiredField,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { moveStock } from '../inventory/repository';
import { notifyMerchant } from '../settings-user/notify-merchant';
import { OPERATOR_NAME } from '../shared/operator';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import type { Actor } from './fulfilment';
import { abnormalNotice, ORDER_LIST_ROUTE, releaseOrder } from './fulfilment';
import { orderListRow, savedOrder } from './order-view';
import type { OrderRecord } from './repository';
import {
  appendOrderEvent,
  clearLineReservation,
  lockOrder,
  orderLines,
  orderRowsByIds,
  pageOfOrderIds,
  rateCardRows,
  setOrderColumns,
  upsertRateCard,
} from './repository';
import { inTransaction } from '../../db/transaction';

const OPERATOR: Actor = { kind: 'operator', name: OPERATOR_NAME };
const UNKNOWN = 'SERVER.ORDER_UNKNOWN';
type Tx = Transaction<Database>;

export async function opsOrders(
  deps: Deps,
  input: InputFor<'ops.orders'>,
): Promise<Outcome<Page<OrderListRow & { customer_id: number }>>> {
  const paging = pagingOf(input);
  const interceptRequested = isFlagOn(input.intercept_requested);
  const page = await pageOfOrderIds(
    deps.db,
    {
      ...(input.customer_id === undefined ? {} : { customerId: input.customer_id }),
      // The intercept queue spans every status an interception can be asked in.
      ...(interceptRequested ? {} : { status: input.status ?? 'processing' }),
      interceptRequested,
    },
    paging,
    true,
  );
  const rows = await orderRowsByIds(deps.db, page.ids);
  return succeed(
    pageOf(
      rows.map((r) => ({ ...orderListRow(r), customer_id: r.customer_id })),
      page.total,
      paging,
    ),
  );
}

/** The machine event of each operator step (address abnormal goes through its own rule). */
const STEP_EVENTS = {
  holdForApproval: 'holdForApproval',
  approve: 'approve',
  pack: 'pack',
  ship: 'ship',
  deliver: 'deliver',
  return: 'return',
} as const satisfies Record<string, OrderEvent>;

/**
 * A warehouse step on any merchant's order, through the machine. Shipping needs the tracking
 * number and takes the reserved units off the shelf; marking the address abnormal keeps what the
 * order holds until the merchant cancels it (an address is corrected by cancel, edit, resubmit).
 */
export async function orderStep(
  deps: Deps,
  input: InputFor<'ops.orderStep'>,
): Promise<Outcome<OrderSavedData>> {
  const tracking = input.tracking_no.trim();
  if (input.action === 'ship') {
    const missing = validateRequiredField(tracking);
    if (missing !== undefined) return invalidFields([{ field: 'tracking_no', ...missing }]);
  }
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, input.order_id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    const addressAbnormal = input.action === 'markAddressAbnormal';
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      decide: (from): Result<OrderStatus, MessageCode> => {
        if (addressAbnormal) {
          const marked = markOrderAbnormal(from, 'address_abnormal');
          return marked.ok ? ok(marked.value.status) : marked;
        }
        return transitionOrder(from, STEP_EVENTS[input.action as keyof typeof STEP_EVENTS]);
      },
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    if (addressAbnormal)
      await setOrderColumns(tx, order.id, { abnormal_reason: 'address_abnormal' });
    if (input.action === 'ship') await shipStock(tx, order, tracking, now);
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: OPERATOR.kind,
      actor: OPERATOR.name,
      action: input.action,
      from: moved.value.from,
      to: moved.value.to,
      ...(addressAbnormal
        ? { note: message(ORDER_ABNORMAL_REASON_CODES.address_abnormal) }
        : input.action === 'ship'
          ? { note: message('SERVER.ORDER_TRACKING', { tracking }) }
          : {}),
      now,
    });
    if (addressAbnormal)
      await notifyMerchant(tx, order.customer_id, 'order_abnormal', abnormalNotice(order), now);
    if (input.action === 'ship')
      await notifyMerchant(
        tx,
        order.customer_id,
        'order_shipped',
        {
          text: message('MAIL.ORDER_SHIPPED_NOTICE', { order: order.order_no, tracking }),
          href: ORDER_LIST_ROUTE,
        },
        now,
      );
    return succeed(
      savedOrder(
        order,
        moved.value.to,
        addressAbnormal ? { abnormal_reason: 'address_abnormal' } : {},
      ),
    );
  });
}

async function shipStock(tx: Tx, order: OrderRecord, tracking: string, now: Date) {
  for (const line of await orderLines(tx, order.id)) {
    if (line.product_id === null || line.reserved === 0) continue;
    await moveStock(tx, {
      customerId: order.customer_id,
      productId: line.product_id,
      warehouseId: order.warehouse_id,
      deltas: orderShipDeltas(line.reserved),
      cause: 'order_shipped',
      reference: order.order_no,
      operator: OPERATOR_NAME,
      now,
    });
    await clearLineReservation(tx, line.id);
  }
  await setOrderColumns(tx, order.id, { tracking_no: tracking });
}

/**
 * The warehouse's answer to an interception request. Accepted: the domain's interceptOrder moves
 * the order (draft, or deleted when complete) and what it holds returns. Refused: it carries on.
 */
export async function decideInterception(
  deps: Deps,
  input: InputFor<'ops.orderIntercept'>,
): Promise<Outcome<OrderSavedData>> {
  const accept = isFlagOn(input.accept);
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, input.order_id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    if (order.intercept !== 'requested')
      return fail(API_CODES.conflict, 'SERVER.ORDER_NO_INTERCEPT_REQUEST');
    const from = storedStatusOrThrow(ORDER_MACHINE, order.status);
    const reason = (ORDER_STOP_REASONS as readonly string[]).includes(order.stop_reason ?? '')
      ? (order.stop_reason as OrderStopReason)
      : 'other';
    if (!accept) {
      await setOrderColumns(tx, order.id, { intercept: 'refused' });
      await appendOrderEvent(tx, {
        orderId: order.id,
        actorKind: OPERATOR.kind,
        actor: OPERATOR.name,
        action: 'interceptRefused',
        from,
        to: from,
        now,
      });
      return succeed(savedOrder(order, from, { intercept: 'refused' }));
    }
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      decide: (status) => {
        const stopped = interceptOrder(
          { status },
          { reason, complete: order.stop_complete },
          'intercepted',
        );
        return stopped.ok ? ok(stopped.value.status) : err(stopped.error);
      },
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await releaseOrder(tx, order, OPERATOR, now);
    await setOrderColumns(tx, order.id, {
      intercept: 'none',
      stop_complete: false,
      abnormal_reason: null,
    });
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: OPERATOR.kind,
      actor: OPERATOR.name,
      action: order.stop_complete ? 'interceptCompletely' : 'intercept',
      from: moved.value.from,
      to: moved.value.to,
      now,
    });
    return succeed(savedOrder(order, moved.value.to, { intercept: 'none', abnormal_reason: null }));
  });
}

const cardRow = (row: Awaited<ReturnType<typeof rateCardRows>>[number]): RateCardRow => ({
  channel: row.channel,
  first_weight_g: row.first_weight_g,
  first_price: { amount: row.first_price_minor, currency: 'CNY' },
  step_weight_g: row.step_weight_g,
  step_price: { amount: row.step_price_minor, currency: 'CNY' },
  max_weight_g: row.max_weight_g,
  remote_surcharge: { amount: row.remote_surcharge_minor, currency: 'CNY' },
  updated_at: new Date(row.updated_at).toISOString(),
});

export const rateCards = async (deps: Deps): Promise<Outcome<{ cards: RateCardRow[] }>> =>
  succeed({ cards: (await rateCardRows(deps.db)).map(cardRow) });

/** Creates or replaces a channel's card; prices are CNY with at most 2 decimals. */
export async function setRateCard(
  deps: Deps,
  input: InputFor<'ops.setRateCard'>,
): Promise<Outcome<RateCardRow>> {
  const channel = input.channel.trim();
  const price = (text: string) => {
    const parsed = parsePositiveAmount(text.trim());
    return parsed.ok ? parsed.value : 0;
  };
  const issues = [
    ...(SHIPPING_CHANNELS.some((c) => c.code === channel)
      ? []
      : [{ field: 'channel', ...message('ORDER.CHANNEL_UNKNOWN', { channel }) }]),
    ...(['first_price', 'step_price', 'remote_surcharge'] as const).flatMap((field) => {
      const bad = validateOptionalAmount(input[field]);
      return bad === undefined ? [] : [{ field, ...bad }];
    }),
    ...(input.max_weight_g < input.first_weight_g
      ? [{ field: 'max_weight_g', ...message('SERVER.RATE_CARD_MAX_BELOW_FIRST') }]
      : []),
  ];
  if (issues.length > 0) return invalidFields(issues);
  const row = await upsertRateCard(deps.db, {
    channel,
    first_weight_g: input.first_weight_g,
    first_price_minor: price(input.first_price),
    step_weight_g: input.step_weight_g,
    step_price_minor: price(input.step_price),
    max_weight_g: input.max_weight_g,
    remote_surcharge_minor: price(input.remote_surcharge),
    set_by: OPERATOR_NAME,
    updated_at: deps.now(),
  });
  return succeed(cardRow(row), 'SERVER.RATE_CARD_SAVED');
}

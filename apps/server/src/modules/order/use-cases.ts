import type { OrderDetail, OrderListRow, OrderQuote, OrderSavedData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { OrderStatus, OrderStopReason, ValidationFieldIssue } from '@portal/domain';
import {
  cancelOrder,
  checkOrderEditable,
  message,
  ORDER_STOP_REASON_CODES,
  documentNumber,
  interceptOrder,
  ORDER_MACHINE,
  ORDER_STATUSES,
  parseBatchSearchNumbers,
  SHIPPING_CHANNELS,
  statusAfter,
  validateBatchSearchNumbers,
  validateDay,
  validateOrderForm,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import { counterNumberSequence } from '../../db/number-sequence';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import type { MatchRules } from '../addon-rule/apply-to-order';
import { servicesAfterAddonRules } from '../addon-rule/apply-to-order';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import type { Actor } from './fulfilment';
import { fulfilSubmittedOrder, releaseOrder } from './fulfilment';
import type { OrderValues } from './order-form';
import { readOrderForm } from './order-form';
import { loadOrderDetail, orderListRow, savedOrder } from './order-view';
import { quoteOrder } from './quote';
import type { OrderFilter, OrderRecord } from './repository';
import {
  appendOrderEvent,
  insertOrder,
  insertOrderParts,
  lockOwnOrder,
  orderLines,
  orderRowsByIds,
  orderServices,
  pageOfOrderIds,
  sessionActorName,
  setOrderColumns,
  statusCounts,
  updateOrderColumns,
  writeOrderParts,
} from './repository';
import { storedFormOf } from './stored-form';
import { MAX_PHONE_CHECK } from '@portal/domain/phone-max';
import { inTransaction } from '../../db/transaction';

const UNKNOWN = 'SERVER.ORDER_UNKNOWN';

export async function actorOf(deps: Deps, session: SessionContext): Promise<Actor> {
  return {
    kind: session.loginType === 'sub' ? 'sub' : 'main',
    name: await sessionActorName(deps.db, session),
  };
}

export async function createOrder(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.create'>,
): Promise<Outcome<OrderSavedData>> {
  const complete = input.save_as === 'pending_submit';
  const form = await readOrderForm(deps.db, session.customerId, input, { complete });
  if (!form.ok) return invalidFields(form.error);
  // Creation is an event too: a new order starts as the machine's draft; save makes it pending.
  const status = statusAfter(ORDER_MACHINE, complete ? ['save'] : []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const actor = await actorOf(deps, session);
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const { id, orderNo } = await insertNewOrder(tx, {
      customerId: session.customerId,
      status: status.value,
      form: form.value,
      actor,
      now,
    });
    return succeed(
      { id, order_no: orderNo, status: status.value, abnormal_reason: null, intercept: 'none' },
      'SERVER.ORDER_SAVED',
    );
  });
}

/**
 * A new order written in the caller's transaction, as the order form creates one: its number, its
 * columns, the services of the merchant's matching add-on rule, its lines and its creation event.
 * The batch upload creates each of its orders with this, in the upload's one transaction.
 */
export async function insertNewOrder(
  tx: Transaction<Database>,
  order: {
    readonly customerId: number;
    readonly status: OrderStatus;
    readonly form: OrderValues;
    readonly actor: Actor;
    readonly now: Date;
    /** The upload that creates it, and that upload's choice for abnormal orders. */
    readonly upload?: {
      readonly id: number;
      readonly autoResume: boolean;
      readonly hidden?: boolean;
    };
    /** The merchant's active add-on rules, read once for many orders. */
    readonly rules?: MatchRules;
  },
): Promise<{ id: number; orderNo: string }> {
  const orderNo = documentNumber('order', await counterNumberSequence(tx).next('order'));
  const id = await insertOrder(tx, {
    customerId: order.customerId,
    orderNo,
    status: order.status,
    columns: order.form.columns,
    now: order.now,
    ...(order.upload === undefined
      ? {}
      : {
          uploadId: order.upload.id,
          autoResume: order.upload.autoResume,
          hidden: order.upload.hidden === true,
        }),
  });
  // The merchant's highest-priority matching active add-on rule adds its services (issue 15).
  const services = await servicesAfterAddonRules(tx, order.customerId, order.form, order.rules);
  await insertOrderParts(tx, id, { ...order.form, services });
  await appendOrderEvent(tx, {
    orderId: id,
    actorKind: order.actor.kind,
    actor: order.actor.name,
    action: 'create',
    to: order.status,
    now: order.now,
  });
  return { id, orderNo };
}

export async function updateOrder(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.update'>,
): Promise<Outcome<OrderSavedData>> {
  const complete = input.save_as === 'pending_submit';
  const form = await readOrderForm(deps.db, session.customerId, input, {
    complete,
    orderId: input.id,
  });
  const actor = await actorOf(deps, session);
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, session.customerId, input.id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    // The machine decides first: after submission nothing is edited, whatever was sent.
    const from = storedStatusOrThrow(ORDER_MACHINE, order.status);
    const notEditable = checkOrderEditable(from);
    if (notEditable !== undefined) return fail(API_CODES.conflict, notEditable);
    if (!form.ok) return invalidFields(form.error);
    // Saved complete it is pending submit; saved incomplete from pending submit, back to draft.
    const event = complete
      ? from === 'draft'
        ? 'save'
        : undefined
      : from === 'draft'
        ? undefined
        : 'moveToDraft';
    let to: OrderStatus = from;
    if (event !== undefined) {
      const moved = await applyDomainEvent(tx, {
        table: 'orders',
        row: order,
        machine: ORDER_MACHINE,
        now,
        event,
      });
      if (!moved.ok) return fail(API_CODES.conflict, moved.error);
      to = moved.value.to;
    }
    await updateOrderColumns(tx, order.id, form.value.columns, now);
    await writeOrderParts(tx, order.id, form.value);
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: actor.kind,
      actor: actor.name,
      action: 'edit',
      from,
      to,
      now,
    });
    return succeed(savedOrder(order, to), 'SERVER.ORDER_SAVED');
  });
}

/** moveToDraft or delete (permanent: a deleted order is final); the machine decides. */
export async function orderAction(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.action'>,
): Promise<Outcome<OrderSavedData>> {
  const actor = await actorOf(deps, session);
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, session.customerId, input.id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      event: input.action,
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: actor.kind,
      actor: actor.name,
      action: input.action,
      from: moved.value.from,
      to: moved.value.to,
      now,
    });
    return succeed(savedOrder(order, moved.value.to));
  });
}

type FilterInput = Omit<InputFor<'order.counts'>, never> & {
  readonly status?: OrderStatus;
  readonly abnormal_reason?: string;
};

/** The list filters read and checked (at most 500 numbers, real days). */
function filterOf(
  customerId: number | undefined,
  input: FilterInput,
): { ok: true; filter: OrderFilter } | { ok: false; issues: ValidationFieldIssue[] } {
  const issues: ValidationFieldIssue[] = [];
  const tooMany = validateBatchSearchNumbers(parseBatchSearchNumbers(input.numbers));
  if (tooMany !== undefined) issues.push({ field: 'numbers', ...tooMany });
  for (const field of ['date_from', 'date_to'] as const) {
    const value = input[field].trim();
    const bad = value === '' ? undefined : validateDay(value);
    if (bad !== undefined) issues.push({ field, ...bad });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    filter: {
      ...(customerId === undefined ? {} : { customerId }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.abnormal_reason === undefined ? {} : { abnormalReason: input.abnormal_reason }),
      numbers: input.numbers,
      searchField: input.search_field,
      ...(input.warehouse_id === undefined ? {} : { warehouseId: input.warehouse_id }),
      shippingMethod: input.shipping_method.trim(),
      country: input.country.trim(),
      sku: input.sku.trim(),
      dateFrom: input.date_from.trim(),
      dateTo: input.date_to.trim(),
    },
  };
}

export async function listOrders(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.list'>,
): Promise<Outcome<Page<OrderListRow>>> {
  const filter = filterOf(session.customerId, input);
  if (!filter.ok) return invalidFields(filter.issues);
  const paging = pagingOf(input);
  const page = await pageOfOrderIds(deps.db, filter.filter, paging);
  const rows = await orderRowsByIds(deps.db, page.ids);
  return succeed(pageOf(rows.map(orderListRow), page.total, paging));
}

export async function orderCounts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.counts'>,
): Promise<Outcome<{ total: number; tabs: { status: OrderStatus; count: number }[] }>> {
  const filter = filterOf(session.customerId, input);
  if (!filter.ok) return invalidFields(filter.issues);
  const counts = await statusCounts(deps.db, filter.filter);
  const tabs = ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const total = tabs.filter((t) => t.status !== 'deleted').reduce((sum, t) => sum + t.count, 0);
  return succeed({ total, tabs });
}

export { filterOf as orderFilterOf };

export async function orderDetail(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.detail'>,
): Promise<Outcome<OrderDetail>> {
  const detail = await loadOrderDetail(deps.db, input.id, session.customerId);
  return detail ? succeed(detail) : fail(API_CODES.notFound, UNKNOWN);
}

/** The quote of the form as sent: checked as a draft (so it parses), then priced per channel. */
export async function quoteOrderForm(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.quote'>,
): Promise<Outcome<{ quotes: OrderQuote[] }>> {
  const { channel, ...fields } = input;
  const form = await readOrderForm(deps.db, session.customerId, fields, {
    complete: false,
  });
  if (!form.ok) return invalidFields(form.error);
  const c = form.value.columns;
  const quotes = await quoteOrder(
    deps.db,
    {
      country: c.country,
      postcode: c.postcode,
      state: c.state,
      currency: c.currency,
      declaredTotalMinor: c.declared_total_minor,
      insuredValue: c.insured_value,
      dutyPrepaid: c.duty_prepaid,
      lines: form.value.lines,
      services: form.value.services,
    },
    channel.trim() === '' ? [] : [channel.trim()],
  );
  return succeed({ quotes });
}

/**
 * Submission: the machine's submit, the whole order checked again by the domain, its channel
 * quoted, then in the same transaction its stock reserved and its fees debited, or the order
 * made abnormal (insufficient stock or funds) with nothing else moved.
 */
export async function submitOrder(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.submit'>,
): Promise<Outcome<OrderSavedData>> {
  const actor = await actorOf(deps, session);
  const now = deps.now();
  return inTransaction(deps.db, (tx) =>
    submitOrderIn(tx, { customerId: session.customerId, id: input.id, actor, now }),
  );
}

/**
 * The submission of one order in the caller's transaction (submitOrder's whole work): the batch
 * upload's "save as processing" submits each order it creates with this, so an uploaded order is
 * submitted, or made abnormal, exactly as a single order is.
 */
export async function submitOrderIn(
  tx: Transaction<Database>,
  {
    customerId,
    id,
    actor,
    now,
    importing,
  }: {
    readonly customerId: number;
    readonly id: number;
    readonly actor: Actor;
    readonly now: Date;
    /** The upload whose import submits its own (still hidden) order (ADR 0065). */
    readonly importing?: number;
  },
): Promise<Outcome<OrderSavedData>> {
  const order = await lockOwnOrder(tx, customerId, id, importing);
  if (!order) return fail(API_CODES.notFound, UNKNOWN);
  const from = storedStatusOrThrow(ORDER_MACHINE, order.status);
  const allowed = ORDER_MACHINE.transition(from, 'submit');
  if (!allowed.ok) return fail(API_CODES.conflict, allowed.error);
  const lines = await orderLines(tx, order.id);
  const stored = storedFormOf(order, lines, await orderServices(tx, order.id));
  const issues = validateOrderForm(stored, { complete: true, phoneCheck: MAX_PHONE_CHECK });
  if (issues.length > 0) return invalidFields(issues);
  const [quote] = await quoteOrder(
    tx,
    {
      country: order.country,
      postcode: order.postcode,
      state: order.state,
      currency: order.currency,
      declaredTotalMinor: Number(order.declared_total_minor),
      insuredValue: order.insured_value,
      dutyPrepaid: order.duty_prepaid,
      lines: lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
      services: await orderServices(tx, order.id),
    },
    [order.channel],
  );
  if (quote?.fees == null)
    return invalidFields([
      {
        field: 'shipping_method',
        ...(quote?.refusal ?? { code: 'ORDER.SHIPPING_FEE_UNAVAILABLE', params: {} }),
      },
    ]);
  const moved = await applyDomainEvent(tx, {
    table: 'orders',
    row: order,
    machine: ORDER_MACHINE,
    now,
    event: 'submit',
  });
  if (!moved.ok) return fail(API_CODES.conflict, moved.error);
  await setOrderColumns(tx, order.id, { fees: JSON.stringify(quote.fees), submitted_at: now });
  await appendOrderEvent(tx, {
    orderId: order.id,
    actorKind: actor.kind,
    actor: actor.name,
    action: 'submit',
    from: moved.value.from,
    to: moved.value.to,
    now,
  });
  const submitted: OrderRecord = { ...order, status: moved.value.to, fees: quote.fees };
  const done = await fulfilSubmittedOrder(tx, submitted, actor, now);
  if (!done.ok) throw new Error(`order ${order.order_no}: ${done.error.code}`);
  return succeed(
    savedOrder(order, done.value.status, { abnormal_reason: done.value.reason }),
    done.value.reason === null ? 'SERVER.ORDER_SUBMITTED' : 'SERVER.ORDER_ABNORMAL',
  );
}

type StopInput = InputFor<'order.cancel'>;

/** Cancel: only an abnormal order still waiting; back to draft (or deleted), what it holds returned. */
export async function cancelOwnOrder(
  deps: Deps,
  session: SessionContext,
  input: StopInput,
): Promise<Outcome<OrderSavedData>> {
  const actor = await actorOf(deps, session);
  const now = deps.now();
  const request = { reason: input.reason, complete: isFlagOn(input.complete) };
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, session.customerId, input.id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    const moved = await applyDomainEvent(tx, {
      table: 'orders',
      row: order,
      machine: ORDER_MACHINE,
      now,
      decide: (from) => {
        // The resume runs in the transaction of whatever unblocks an order, so an order still
        // abnormal here has had nothing happen that covers its shortfall.
        const stopped = cancelOrder(
          {
            status: from,
            ...(order.abnormal_reason ? { abnormalReason: order.abnormal_reason as never } : {}),
          },
          request,
          [],
        );
        return stopped.ok ? { ok: true, value: stopped.value.status } : stopped;
      },
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    await releaseOrder(tx, order, actor, now);
    await stopColumns(tx, order.id, request.reason);
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: actor.kind,
      actor: actor.name,
      action: request.complete ? 'cancelCompletely' : 'cancel',
      from: moved.value.from,
      to: moved.value.to,
      note: message(ORDER_STOP_REASON_CODES[request.reason]),
      now,
    });
    return succeed(
      savedOrder(order, moved.value.to, { abnormal_reason: null }),
      'SERVER.ORDER_CANCELLED',
    );
  });
}

async function stopColumns(
  tx: Parameters<typeof releaseOrder>[0],
  id: number,
  reason: OrderStopReason,
) {
  await setOrderColumns(tx, id, {
    stop_reason: reason,
    abnormal_reason: null,
    intercept: 'none',
    stop_complete: false,
  });
}
export { stopColumns };

/**
 * Interception: a request to the warehouse, which may refuse it. The machine must accept the
 * event from the order's status now; the order keeps its status until the operator decides.
 */
export async function requestInterception(
  deps: Deps,
  session: SessionContext,
  input: StopInput,
): Promise<Outcome<OrderSavedData>> {
  const actor = await actorOf(deps, session);
  const now = deps.now();
  const complete = isFlagOn(input.complete);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOwnOrder(tx, session.customerId, input.id);
    if (!order) return fail(API_CODES.notFound, UNKNOWN);
    const from = storedStatusOrThrow(ORDER_MACHINE, order.status);
    // The domain's rule with the warehouse's answer assumed yes: only its transition is checked.
    const possible = interceptOrder(
      { status: from },
      { reason: input.reason, complete },
      'intercepted',
    );
    if (!possible.ok) return fail(API_CODES.conflict, possible.error);
    if (order.intercept === 'requested')
      return fail(API_CODES.conflict, 'SERVER.ORDER_INTERCEPT_PENDING');
    await setOrderColumns(tx, order.id, {
      intercept: 'requested',
      stop_reason: input.reason,
      stop_complete: complete,
      updated_at: now,
    });
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorKind: actor.kind,
      actor: actor.name,
      action: 'interceptRequested',
      from,
      to: from,
      note: message(ORDER_STOP_REASON_CODES[input.reason]),
      now,
    });
    return succeed(
      savedOrder(order, from, { intercept: 'requested' }),
      'SERVER.ORDER_INTERCEPT_REQUESTED',
    );
  });
}

export async function listChannels(input: InputFor<'order.channels'>): Promise<
  Outcome<{
    channels: {
      code: string;
      name: string;
      countries: string[];
      max_skus: number;
      declared_currency: string;
    }[];
  }>
> {
  const country = input.country.trim().toUpperCase();
  return succeed({
    channels: SHIPPING_CHANNELS.filter((c) => country === '' || c.countries.includes(country)).map(
      (c) => ({
        code: c.code,
        name: c.name,
        countries: [...c.countries],
        max_skus: c.maxSkusPerOrder,
        declared_currency: c.declaredValue.currency,
      }),
    ),
  });
}

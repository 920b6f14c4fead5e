import type {
  OrderDetail,
  OrderEventEntry,
  OrderFees,
  OrderListRow,
  OrderSavedData,
} from '@portal/contract';
import type {
  OrderAbnormalReason,
  OrderActorKind,
  OrderInterceptState,
  OrderPayBy,
  OrderStatus,
  OrderStopReason,
  OrderType,
} from '@portal/domain';
import {
  allowedOrderActions,
  ORDER_ABNORMAL_REASONS,
  ORDER_ACTOR_KINDS,
  ORDER_INTERCEPT_STATES,
  ORDER_MACHINE,
  ORDER_PAY_BY,
  ORDER_STOP_REASONS,
  ORDER_TYPES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { storedStatusOrThrow } from '../shared/status';
import type { OrderListRecord, OrderRecord } from './repository';
import { orderEvents, orderLines, orderPacking, orderRowsByIds, orderServices } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored choice of a domain union; anything else is a fault (a 500), never a guess. */
function storedChoice<T extends string>(values: readonly T[], value: unknown, column: string): T {
  if ((values as readonly unknown[]).includes(value)) return value as T;
  throw new Error(`orders.${column} holds an unknown value: ${String(value)}`);
}
const storedOptional = <T extends string>(values: readonly T[], value: unknown, column: string) =>
  value === null ? null : storedChoice(values, value, column);

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const storedFees = (value: unknown): OrderFees | null =>
  value === null ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as OrderFees);

/** A list row; a stored status the order machine does not know is a fault (500). */
export function orderListRow(r: OrderListRecord): OrderListRow {
  const status: OrderStatus = storedStatusOrThrow(ORDER_MACHINE, r.status);
  const intercept: OrderInterceptState = storedChoice(
    ORDER_INTERCEPT_STATES,
    r.intercept,
    'intercept',
  );
  const fees = storedFees(r.fees);
  return {
    id: r.id,
    order_no: r.order_no,
    reference_no: r.reference_no,
    platform_order_no: r.platform_order_no,
    warehouse_id: r.warehouse_id,
    warehouse: r.warehouse,
    order_type: storedChoice<OrderType>(ORDER_TYPES, r.order_type, 'order_type'),
    status,
    abnormal_reason: storedOptional<OrderAbnormalReason>(
      ORDER_ABNORMAL_REASONS,
      r.abnormal_reason,
      'abnormal_reason',
    ),
    intercept,
    // An open interception request is not asked twice.
    actions: allowedOrderActions(status).filter(
      (a) => intercept !== 'requested' || (a !== 'intercept' && a !== 'interceptCompletely'),
    ),
    shipping_method: r.channel,
    tracking_no: r.tracking_no,
    country: r.country,
    recipient_name: `${r.first_name} ${r.last_name}`.trim(),
    sku_count: Number(r.sku_count),
    quantity: Number(r.quantity),
    fee_total: fees?.total ?? null,
    charged: { amount: Number(r.charged_minor), currency: 'CNY' },
    created_at: new Date(r.created_at).toISOString(),
    submitted_at: iso(r.submitted_at),
  };
}

export const savedOrder = (
  order: Pick<OrderRecord, 'id' | 'order_no' | 'abnormal_reason' | 'intercept'>,
  status: OrderStatus,
  changes: { abnormal_reason?: OrderAbnormalReason | null; intercept?: OrderInterceptState } = {},
): OrderSavedData => ({
  id: order.id,
  order_no: order.order_no,
  status,
  abnormal_reason:
    changes.abnormal_reason !== undefined
      ? changes.abnormal_reason
      : storedOptional(ORDER_ABNORMAL_REASONS, order.abnormal_reason, 'abnormal_reason'),
  intercept:
    changes.intercept ?? storedChoice(ORDER_INTERCEPT_STATES, order.intercept, 'intercept'),
});

function eventEntry(e: Awaited<ReturnType<typeof orderEvents>>[number]): OrderEventEntry {
  const params = (
    typeof e.note_params === 'string' ? JSON.parse(e.note_params) : e.note_params
  ) as Record<string, string | number> | null;
  return {
    at: new Date(e.at).toISOString(),
    actor_kind: storedChoice<OrderActorKind>(ORDER_ACTOR_KINDS, e.actor_kind, 'actor_kind'),
    actor: e.actor,
    action: e.action,
    from_status: e.from_status === null ? null : storedStatusOrThrow(ORDER_MACHINE, e.from_status),
    to_status: e.to_status === null ? null : storedStatusOrThrow(ORDER_MACHINE, e.to_status),
    note: e.note_code === null ? null : { code: e.note_code, params: params ?? {} },
  };
}

/** One order of the merchant (or of anyone, for the operator) in full; undefined when not theirs. */
export async function loadOrderDetail(
  db: Db,
  id: number,
  customerId?: number,
): Promise<OrderDetail | undefined> {
  const [row] = await orderRowsByIds(db, [id]);
  if (row === undefined || (customerId !== undefined && row.customer_id !== customerId))
    return undefined;
  const [lines, services, packing, events] = await Promise.all([
    orderLines(db, id),
    orderServices(db, id),
    orderPacking(db, id),
    orderEvents(db, id),
  ]);
  return {
    ...orderListRow(row),
    currency: row.currency,
    recipient: {
      first_name: row.first_name,
      last_name: row.last_name,
      company: row.company,
      phone: row.phone,
      email: row.email,
      country: row.country,
      state: row.state,
      city: row.city,
      postcode: row.postcode,
      address_line1: row.address_line1,
      address_line2: row.address_line2,
      house_number: row.house_number,
      id_number: row.id_number,
      company_code: row.company_code,
      passport_number: row.passport_number,
    },
    tax_id: row.tax_id,
    ioss: row.ioss,
    eori: row.eori,
    customs_record_no: row.customs_record_no,
    signature: row.signature,
    separate_customs: row.separate_customs,
    duty_prepaid: row.duty_prepaid,
    battery: row.battery,
    return_if_undeliverable: row.return_if_undeliverable,
    cod_amount: row.cod_amount,
    pay_by: storedChoice<OrderPayBy>(ORDER_PAY_BY, row.pay_by, 'pay_by'),
    insured_value: row.insured_value,
    insurance_agreement: row.insurance_agreement,
    remote_surcharge_confirmation: row.remote_surcharge_confirmation,
    sales_link: row.sales_link,
    declared_total: (Number(row.declared_total_minor) / 100).toFixed(2),
    remark: row.remark,
    stop_reason: storedOptional<OrderStopReason>(
      ORDER_STOP_REASONS,
      row.stop_reason,
      'stop_reason',
    ),
    lines: lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      declared_value: l.declared_value,
    })),
    services,
    packing_materials: packing.map((p) => ({ sku: p.sku, quantity: p.quantity })),
    fees: storedFees(row.fees),
    reservations: lines
      .filter((l) => l.reserved > 0)
      .map((l) => ({ sku: l.sku, quantity: l.reserved })),
    events: events.map(eventEntry),
  };
}

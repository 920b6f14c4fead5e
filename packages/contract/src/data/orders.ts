import {
  ORDER_ABNORMAL_REASONS,
  ORDER_ACTOR_KINDS,
  ORDER_INTERCEPT_STATES,
  ORDER_MERCHANT_EVENTS,
  ORDER_PAY_BY,
  ORDER_STATUSES,
  ORDER_STOP_REASONS,
  ORDER_TYPES,
} from '@portal/domain';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { described, list, nullable, oneOf } from '../schemas/kit';
import { MoneySchema } from '../schemas/money';

/** What the merchant may do to an order now: 'edit' plus the machine's merchant events. */
export const ORDER_ROW_ACTIONS = ['edit', ...ORDER_MERCHANT_EVENTS] as const;

/** A message code with its parameters, as the domain's rules answer them. */
const CodeSchema = Type.Object({
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/**
 * The fees of one channel for one order, all in CNY (the balance's currency): freight from the
 * channel's rate card on the chargeable weight, shipping insurance, destination VAT and fees,
 * duties, the SGEXP import charges and the remote-area surcharge (charged only once confirmed).
 */
export const OrderFeesSchema = Type.Object({
  channel: Type.String(),
  chargeable_weight_g: Type.Integer({ minimum: 0 }),
  freight: MoneySchema,
  insurance: MoneySchema,
  vat: MoneySchema,
  destination_fee: MoneySchema,
  duty: described(MoneySchema, 'prepaid duty fee and the 10 RMB duty over 15 USD'),
  customs: described(MoneySchema, 'SGEXP import tax and customs fee'),
  remote_surcharge: MoneySchema,
  services: described(MoneySchema, 'add-on services and packing materials'),
  total: MoneySchema,
});
export type OrderFees = Static<typeof OrderFeesSchema>;

export const OrderListRowSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  reference_no: Type.String(),
  platform_order_no: Type.String(),
  warehouse_id: Type.Integer(),
  warehouse: Type.String(),
  order_type: oneOf(ORDER_TYPES),
  status: oneOf(ORDER_STATUSES),
  abnormal_reason: nullable(oneOf(ORDER_ABNORMAL_REASONS)),
  intercept: oneOf(ORDER_INTERCEPT_STATES),
  actions: described(
    list(oneOf(ORDER_ROW_ACTIONS)),
    "What the merchant may do now (the domain's allowedOrderActions).",
  ),
  shipping_method: Type.String(),
  tracking_no: Type.String(),
  country: Type.String(),
  recipient_name: Type.String(),
  sku_count: Type.Integer({ minimum: 0 }),
  quantity: Type.Integer({ minimum: 0 }),
  fee_total: described(nullable(MoneySchema), 'the last quote, null before one'),
  charged: described(MoneySchema, 'what the submission debited and has not refunded'),
  created_at: Type.String(),
  submitted_at: nullable(Type.String()),
});
export type OrderListRow = Static<typeof OrderListRowSchema>;

export const OrderRecipientSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  company: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  postcode: Type.String(),
  address_line1: Type.String(),
  address_line2: Type.String(),
  house_number: Type.String(),
  id_number: Type.String(),
  company_code: Type.String(),
  passport_number: Type.String(),
});
export type OrderRecipient = Static<typeof OrderRecipientSchema>;

/** A product line; declared_value is the unit value as typed, in the order's currency. */
export const OrderLineSchema = Type.Object({
  product_id: nullable(Type.Integer()),
  sku: Type.String(),
  name: Type.String(),
  description: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
  declared_value: Type.String(),
});
export type OrderLine = Static<typeof OrderLineSchema>;

export const OrderServiceSchema = Type.Object({
  code: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});
export const OrderPackingMaterialSchema = Type.Object({
  sku: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});

/** One entry of the order's event log: who (main account, sub-account, operator) did what, when. */
export const OrderEventSchema = Type.Object({
  at: Type.String(),
  actor_kind: oneOf(ORDER_ACTOR_KINDS),
  actor: Type.String(),
  action: Type.String(),
  from_status: nullable(oneOf(ORDER_STATUSES)),
  to_status: nullable(oneOf(ORDER_STATUSES)),
  note: described(nullable(CodeSchema), 'a reason or detail as a message code'),
});
export type OrderEventEntry = Static<typeof OrderEventSchema>;

/** Stock held for the order per SKU in its warehouse (the entry details). */
export const OrderReservationSchema = Type.Object({
  sku: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
});

export const OrderDetailSchema = Type.Object({
  ...OrderListRowSchema.properties,
  currency: described(Type.String(), 'currency of the declared, insured and COD values'),
  recipient: OrderRecipientSchema,
  tax_id: Type.String(),
  ioss: Type.String(),
  eori: Type.String(),
  customs_record_no: Type.String(),
  signature: Type.Boolean(),
  separate_customs: Type.Boolean(),
  duty_prepaid: Type.Boolean(),
  battery: Type.Boolean(),
  return_if_undeliverable: Type.Boolean(),
  cod_amount: Type.String(),
  pay_by: oneOf(ORDER_PAY_BY),
  insured_value: Type.String(),
  insurance_agreement: Type.Boolean(),
  remote_surcharge_confirmation: Type.String(),
  sales_link: Type.String(),
  declared_total: described(Type.String(), 'sum of unit declared value times quantity'),
  remark: Type.String(),
  stop_reason: nullable(oneOf(ORDER_STOP_REASONS)),
  lines: list(OrderLineSchema),
  services: list(OrderServiceSchema),
  packing_materials: list(OrderPackingMaterialSchema),
  fees: described(nullable(OrderFeesSchema), 'the quote of the order channel, null before one'),
  reservations: list(OrderReservationSchema),
  events: list(OrderEventSchema),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const OrderSavedDataSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: oneOf(ORDER_STATUSES),
  abnormal_reason: nullable(oneOf(ORDER_ABNORMAL_REASONS)),
  intercept: oneOf(ORDER_INTERCEPT_STATES),
});
export type OrderSavedData = Static<typeof OrderSavedDataSchema>;

/** One channel's answer to a quote: its fees, or why it cannot carry the order. */
export const OrderQuoteSchema = Type.Object({
  channel: Type.String(),
  channel_name: Type.String(),
  fees: nullable(OrderFeesSchema),
  refusal: described(
    nullable(CodeSchema),
    'e.g. ORDER.SHIPPING_FEE_UNAVAILABLE: Fail to get shipping fee; no logistics price',
  ),
  remote_surcharge_confirm_required: Type.Boolean(),
});
export type OrderQuote = Static<typeof OrderQuoteSchema>;

export const OrderStatusCountSchema = Type.Object({
  status: oneOf(ORDER_STATUSES),
  count: Type.Integer({ minimum: 0 }),
});

export const OrderBatchResultSchema = Type.Object({
  id: Type.Integer(),
  ok: Type.Boolean(),
  status: nullable(oneOf(ORDER_STATUSES)),
  refusal: nullable(CodeSchema),
});

export const OrderProductSchema = Type.Object({
  product_id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  cn_name: Type.String(),
  available: Type.Integer({ minimum: 0 }),
  packing_material: Type.Boolean(),
});
export type OrderProduct = Static<typeof OrderProductSchema>;

export const OrderChannelSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  countries: list(Type.String()),
  max_skus: Type.Integer({ minimum: 1 }),
  declared_currency: Type.String(),
});

/** A channel's rate card: first weight and each further step, in CNY. Sample data, replaceable. */
export const RateCardSchema = Type.Object({
  channel: Type.String(),
  first_weight_g: Type.Integer({ minimum: 1 }),
  first_price: MoneySchema,
  step_weight_g: Type.Integer({ minimum: 1 }),
  step_price: MoneySchema,
  max_weight_g: Type.Integer({ minimum: 1 }),
  remote_surcharge: MoneySchema,
  updated_at: Type.String(),
});
export type RateCard = Static<typeof RateCardSchema>;

/** One stock movement of an order (its reservation, release or shipment), from the stock log. */
export const OrderStockEntrySchema = Type.Object({
  sku: Type.String(),
  warehouse_id: Type.Number(),
  cause: described(Type.String(), 'order_reserved, order_released or order_shipped'),
  on_hand_delta: Type.Number(),
  reserved_delta: Type.Number(),
  operator: Type.String(),
  created_at: Type.String(),
});
export type OrderStockEntry = Static<typeof OrderStockEntrySchema>;

/** One money movement of an order (a charge or a refund), from the ledger. */
export const OrderMoneyEntrySchema = Type.Object({
  kind: described(Type.String(), 'the ledger kind: charge (the fees debited at submit) or adjustment (a refund)'),
  reference: Type.String(),
  amount: MoneySchema,
  balance_after: MoneySchema,
  created_at: Type.String(),
});
export type OrderMoneyEntry = Static<typeof OrderMoneyEntrySchema>;

/** The entries an order left in the stock log and the ledger, oldest first. */
export const OrderEntriesSchema = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  stock: list(OrderStockEntrySchema),
  money: list(OrderMoneyEntrySchema),
});
export type OrderEntries = Static<typeof OrderEntriesSchema>;

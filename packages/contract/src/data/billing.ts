import {
  ORDER_CHARGE_KINDS,
  ORDER_STATUSES,
  PLAN_STATUSES,
  TOP_UP_METHODS,
  TOP_UP_STATUSES,
} from '@portal/domain';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { described, list, nullable, oneOf } from '../schemas/kit';
import { PageSchema } from '../schemas/page';
import { MoneySchema } from '../schemas/money';

/** The two money moves of an order: its charge, and the refund of that charge. */
export const ORDER_CHARGE_MOVES = ['charge', 'refund'] as const;

const Iso = (description: string) => Type.String({ format: 'date-time', description });

/** The provider's plan rates, per month (30-day cycle). */
export const PlanRatesSchema = Type.Object({
  per_cbm: MoneySchema,
  per_sku: MoneySchema,
  per_plan_item: MoneySchema,
});

export const PlanTermsSchema = Type.Object({
  storage_cbm: Type.String({ description: 'CBM with one decimal, e.g. "0.5"' }),
  sku_count: Type.Integer(),
  plan_items: Type.Integer(),
  fee: MoneySchema,
});
export type PlanTerms = Static<typeof PlanTermsSchema>;

/** One warehouse of the merchant with its plan; inactive with zero terms when none was bought. */
export const PlanRowSchema = Type.Object({
  warehouse_id: Type.Integer(),
  warehouse_name: Type.String(),
  warehouse_cn_name: Type.String(),
  status: oneOf(PLAN_STATUSES),
  terms: nullable(PlanTermsSchema),
  next_terms: nullable(
    Type.Object({
      ...PlanTermsSchema.properties,
      effective_at: nullable(
        Iso('the next billing date; null before the first check-in starts the cycle'),
      ),
    }),
  ),
  usage: Type.Object({
    storage_cbm_used: Type.String({ description: 'CBM of stock on the shelf, three decimals' }),
    skus_used: Type.Integer({ description: "active SKUs of the merchant (the quota's use)" }),
    plan_items_used: Type.Integer({ description: 'items of orders from this warehouse' }),
  }),
  extras: Type.Object({
    sku_count: Type.Integer({ description: 'SKUs bought on top of the terms this cycle' }),
    plan_items: Type.Integer({ description: 'plan-items bought on top of the terms this cycle' }),
  }),
  shortfall: Type.Object({
    skus: Type.Integer({
      description: 'SKUs missing: active and awaiting-approval products beyond the SKU quota',
    }),
    plan_items: Type.Integer({
      description: "plan-items missing: items of this warehouse's orders beyond its plan-items",
    }),
    extra_purchase_offered: Type.Boolean(),
  }),
  activated_at: nullable(Iso('when the plan fee was paid')),
  cycle_start_at: nullable(Iso('the first product check-in')),
  next_billing_at: nullable(Iso('the next billing date')),
});
export type PlanRow = Static<typeof PlanRowSchema>;

export const PlanListDataSchema = Type.Object({
  rates: PlanRatesSchema,
  balance: MoneySchema,
  sku_quota: Type.Integer({ description: 'SKUs all plans allow together' }),
  plans: list(PlanRowSchema),
});
export type PlanListData = Static<typeof PlanListDataSchema>;

export const PlanSavedDataSchema = Type.Object({
  warehouse_id: Type.Integer(),
  status: oneOf(PLAN_STATUSES),
  fee: MoneySchema,
  effective_at: nullable(Iso('when the terms apply; null until the cycle has started')),
  balance: MoneySchema,
  ledger_id: nullable(Type.Integer()),
});
export type PlanSavedData = Static<typeof PlanSavedDataSchema>;

/** What an extra purchase did: its fee, the balance after it and the quotas it raised. */
export const ExtraPurchaseDataSchema = Type.Object({
  warehouse_id: Type.Integer(),
  sku_count: Type.Integer({ description: 'extra SKUs bought' }),
  plan_items: Type.Integer({ description: 'extra plan-items bought' }),
  fee: MoneySchema,
  balance: MoneySchema,
  ledger_id: Type.Integer(),
  sku_quota: Type.Integer({ description: 'SKUs all plans allow together, after the purchase' }),
  plan_item_quota: Type.Integer({ description: "this warehouse's plan-items, after the purchase" }),
  orders_resumed: Type.Integer({ description: 'orders waiting for plan-items that resumed' }),
});
export type ExtraPurchaseData = Static<typeof ExtraPurchaseDataSchema>;

export const PLAN_LOG_ACTIONS = ['activate', 'edit', 'extra_purchase'] as const;

export const PlanLogRowSchema = Type.Object({
  id: Type.Integer(),
  warehouse_id: Type.Integer(),
  warehouse_name: Type.String(),
  warehouse_cn_name: Type.String(),
  action: oneOf(PLAN_LOG_ACTIONS),
  storage_cbm: Type.String(),
  sku_count: Type.Integer(),
  plan_items: Type.Integer(),
  fee: MoneySchema,
  charged: Type.Boolean({ description: 'true when this change debited the balance' }),
  effective_at: nullable(Iso('when the terms apply')),
  created_at: Iso('when the change was made'),
});
export type PlanLogRow = Static<typeof PlanLogRowSchema>;

export const TopUpRowSchema = Type.Object({
  id: Type.Integer(),
  amount: MoneySchema,
  method: oneOf(TOP_UP_METHODS),
  status: oneOf(TOP_UP_STATUSES),
  reason: nullable(Type.String()),
  proof_id: Type.String({ description: 'upload id of the transfer proof (customer.picture)' }),
  created_at: Iso('when the request was made'),
  decided_at: nullable(Iso('when the provider decided')),
});
export type TopUpRow = Static<typeof TopUpRowSchema>;

export const OpsTopUpRowSchema = Type.Object({
  ...TopUpRowSchema.properties,
  customer_id: Type.Integer(),
  username: Type.String(),
});
export type OpsTopUpRow = Static<typeof OpsTopUpRowSchema>;

export const TopUpDecisionDataSchema = Type.Object({
  id: Type.Integer(),
  status: oneOf(TOP_UP_STATUSES),
  ledger_id: nullable(Type.Integer()),
  balance: MoneySchema,
  orders_resumed: Type.Integer(),
  orders_waiting: Type.Integer(),
});
export type TopUpDecisionData = Static<typeof TopUpDecisionDataSchema>;

/** One kind of an order's charge (freight, insurance, VAT…) with its amount. */
export const OrderChargeLineSchema = Type.Object({
  kind: oneOf(ORDER_CHARGE_KINDS),
  amount: MoneySchema,
});

/**
 * One money move of an order: its charge at submission or the refund of that charge (a cancel or
 * an accepted interception), from the ledger, with the charge's kinds.
 */
export const OrderChargeRowSchema = Type.Object({
  id: Type.Integer({ description: 'the ledger row' }),
  order_id: nullable(Type.Integer({ description: 'null when the order was deleted since' })),
  order_no: Type.String(),
  warehouse_id: Type.Integer({ description: '0 when the order was deleted since' }),
  warehouse: Type.String({ description: "the warehouse's English name, as stored" }),
  channel: Type.String(),
  kind: oneOf(ORDER_CHARGE_MOVES),
  amount: described(MoneySchema, 'signed: a charge is negative, a refund positive'),
  lines: nullable(
    described(
      list(OrderChargeLineSchema),
      "the charge's kinds with an amount; null for a refund, or when the order was quoted again since",
    ),
  ),
  balance_after: MoneySchema,
  created_at: Iso('when the balance moved'),
});
export type OrderChargeRow = Static<typeof OrderChargeRowSchema>;

/** The order charges of a filter: a page of rows and the totals of every row the filter keeps. */
export const OrderChargePageSchema = Type.Object({
  ...PageSchema(OrderChargeRowSchema).properties,
  totals: Type.Object({
    charged: described(MoneySchema, 'what the charges took, positive'),
    refunded: described(MoneySchema, 'what the refunds gave back, positive'),
    net: described(MoneySchema, 'charged minus refunded'),
  }),
});
export type OrderChargePage = Static<typeof OrderChargePageSchema>;

/** One waybill found by the waybill query: the order, its tracking number and what it cost. */
export const WaybillRowSchema = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  reference_no: Type.String(),
  tracking_no: Type.String({ description: "the carrier's waybill number; empty until shipped" }),
  warehouse_id: Type.Integer(),
  warehouse: Type.String({ description: "the warehouse's English name, as stored" }),
  channel: Type.String(),
  status: oneOf(ORDER_STATUSES),
  chargeable_weight_g: nullable(Type.Integer({ description: 'from the quote; null before one' })),
  charged: described(MoneySchema, 'what the order holds charged now (0 after a refund)'),
  created_at: Iso('when the order was created'),
});
export type WaybillRow = Static<typeof WaybillRowSchema>;

export const WaybillQueryDataSchema = Type.Object({
  list: list(WaybillRowSchema),
  not_found: described(list(Type.String()), 'the numbers asked for that match no order'),
});
export type WaybillQueryData = Static<typeof WaybillQueryDataSchema>;

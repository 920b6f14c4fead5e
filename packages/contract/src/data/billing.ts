import { PLAN_STATUSES, TOP_UP_METHODS, TOP_UP_STATUSES } from '@portal/domain';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { list, nullable, oneOf } from '../schemas/kit';
import { MoneySchema } from '../schemas/money';

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

import type { Static } from 'typebox';
import { Type } from 'typebox';
import { list, oneOf } from '../schemas/kit';
import { MoneySchema } from '../schemas/money';

const Iso = (description: string) => Type.String({ format: 'date-time', description });

export const OVERDUE_CHARGE_KINDS = ['renewal', 'storage_past_plan', 'insurance'] as const;

/** A charge of a billing date the balance did not cover: owed until a top-up covers it. */
export const OwedChargeRowSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(OVERDUE_CHARGE_KINDS),
  cycle: Type.Integer({ description: 'the billing date number of the plan (1 = first)' }),
  warehouse_id: Type.Integer(),
  warehouse_name: Type.String(),
  warehouse_cn_name: Type.String(),
  amount: MoneySchema,
  due_at: Iso('the billing date that charged it'),
});
export type OwedChargeRow = Static<typeof OwedChargeRowSchema>;

export const OverdueAmountDataSchema = Type.Object({
  balance: MoneySchema,
  owed: MoneySchema,
  arrears_orders: Type.Integer({ description: 'orders waiting for funds' }),
  list: list(OwedChargeRowSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type OverdueAmountData = Static<typeof OverdueAmountDataSchema>;

/** A product's units on the shelf by age tier (100% to day 180, 200% to 360, 400% beyond). */
export const OverdueProductRowSchema = Type.Object({
  product_id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  cn_name: Type.String(),
  warehouse_id: Type.Integer(),
  warehouse_name: Type.String(),
  warehouse_cn_name: Type.String(),
  on_hand: Type.Integer(),
  units_normal: Type.Integer({ description: 'units aged up to 180 days (100%)' }),
  units_double: Type.Integer({ description: 'units aged 181 to 360 days (200%)' }),
  units_quadruple: Type.Integer({ description: 'units aged beyond 360 days (400%)' }),
  oldest_age_days: Type.Integer(),
});
export type OverdueProductRow = Static<typeof OverdueProductRowSchema>;

export const BillingPassDataSchema = Type.Object({
  at: Iso('the time the job billed as of'),
  cycles_started: Type.Integer(),
  runs_billed: Type.Integer(),
  runs_failed: Type.Integer(),
  owed_settled: Type.Integer(),
  reminders_sent: Type.Integer({
    description: 'billing runs whose amounts owed were reminded now (each run once, ever)',
  }),
  reminder_mails: Type.Integer({ description: 'reminder e-mails the mailer took now' }),
});
export type BillingPassData = Static<typeof BillingPassDataSchema>;

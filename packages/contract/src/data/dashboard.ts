import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { list } from '../schemas/kit';
export const CountRowSchema = Type.Object({
  key: Type.String(),
  count: Type.Number(),
});
export type CountRow = Static<typeof CountRowSchema>;

export const BreakdownDataSchema = Type.Object({
  total: Type.Number(),
  rows: list(CountRowSchema),
});
export type BreakdownData = Static<typeof BreakdownDataSchema>;

export const ChartDataSchema = Type.Object({
  dates: list(Type.String()),
  counts: list(Type.Number()),
});
export type ChartData = Static<typeof ChartDataSchema>;

export const OrderRowSchema = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  status: Type.String(),
  channel: Type.String(),
  warehouse_id: Type.Number(),
  abnormal_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type OrderRow = Static<typeof OrderRowSchema>;

export const TopSkuRowSchema = Type.Object({
  sku: Type.String(),
  quantity: Type.Number(),
});
export type TopSkuRow = Static<typeof TopSkuRowSchema>;

export const AccountSummaryDataSchema = Type.Object({
  amount: MoneySchema,
  arrears_orders: Type.Number(),
});
export type AccountSummaryData = Static<typeof AccountSummaryDataSchema>;

export const LedgerRowSchema = Type.Object({
  id: Type.Number(),
  kind: Type.String(),
  amount: MoneySchema,
  balance_after: MoneySchema,
  reference: Type.String(),
  created_at: Type.String(),
});
export type LedgerRow = Static<typeof LedgerRowSchema>;

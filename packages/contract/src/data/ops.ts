import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
export const OpsVerificationRowSchema = Type.Object({
  customer_id: Type.Number(),
  username: Type.String(),
  type: Type.String(),
  status: Type.String(),
  submitted_at: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type OpsVerificationRow = Static<typeof OpsVerificationRowSchema>;

export const OpsDecisionDataSchema = Type.Object({
  customer_id: Type.Number(),
  status: Type.String(),
});
export type OpsDecisionData = Static<typeof OpsDecisionDataSchema>;

export const OpsTopUpDataSchema = Type.Object({
  customer_id: Type.Number(),
  ledger_id: Type.Number(),
  balance: MoneySchema,
  status: Type.String(),
});
export type OpsTopUpData = Static<typeof OpsTopUpDataSchema>;

/** An exchange rate the operator set: how many `to` one `from` is worth, as a plain decimal. */
export const ExchangeRateRowSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rate: Type.String(),
  set_by: Type.String(),
  updated_at: Type.String(),
});
export type ExchangeRateRow = Static<typeof ExchangeRateRowSchema>;

import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { list } from '../schemas/kit';
export const RemindDataSchema = Type.Object({
  arrears_orders: Type.Number(),
  balance: MoneySchema,
  remind: Type.Boolean({
    description: 'True when arrears exist or the balance is not above zero.',
  }),
});
export type RemindData = Static<typeof RemindDataSchema>;

export const PlanRequestDataSchema = Type.Object({
  id: Type.Number(),
  status: Type.String(),
});
export type PlanRequestData = Static<typeof PlanRequestDataSchema>;

export const SkuRowSchema = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  cn_name: Type.String(),
});
export type SkuRow = Static<typeof SkuRowSchema>;

export const CcEmailDataSchema = Type.Object({
  emails: list(Type.String()),
});
export type CcEmailData = Static<typeof CcEmailDataSchema>;

import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { described, list } from '../schemas/kit';
export const RmaRowSchema = Type.Object({
  id: Type.Number(),
  rma_no: Type.String(),
  warehouse_id: Type.Number(),
  status: Type.String(),
  actions: described(
    list(Type.String()),
    "What the merchant may do now (the domain's allowedRmaActions).",
  ),
  order_number: Type.String(),
  shipping_method: Type.String(),
  tracking_numbers: list(Type.String()),
  back_to_shelf: Type.Boolean(),
  created_at: Type.String(),
});
export type RmaRow = Static<typeof RmaRowSchema>;

export const RmaLineSchema = Type.Object({
  id: Type.Number(),
  product_id: Type.Number(),
  sku: Type.String(),
  quantity: Type.Number(),
  received: Type.Number(),
  qualified: Type.Number(),
  unqualified: Type.Number(),
  disposed: Type.Number(),
});
export type RmaLine = Static<typeof RmaLineSchema>;

export const RmaDetailSchema = Type.Object({
  ...RmaRowSchema.properties,
  lines: list(RmaLineSchema),
});
export type RmaDetail = Static<typeof RmaDetailSchema>;

export const RmaSavedDataSchema = Type.Object({
  id: Type.Number(),
  rma_no: Type.String(),
  status: Type.String(),
});
export type RmaSavedData = Static<typeof RmaSavedDataSchema>;

/** A value-added service of the provider with its price. */
export const AddedServiceSchema = Type.Object({
  sp_code: Type.String(),
  name: Type.String(),
  name_cn: Type.String(),
  unit: Type.String(),
  unit_cn: Type.String(),
  price: MoneySchema,
});
export type AddedService = Static<typeof AddedServiceSchema>;

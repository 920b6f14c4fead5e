import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { described, list, nullable } from '../schemas/kit';
export const AsnRowSchema = Type.Object({
  id: Type.Number(),
  asn_no: Type.String(),
  warehouse_id: described(
    nullable(Type.Number()),
    'Null while a draft names no warehouse yet; a submitted notice always has one.',
  ),
  warehouse: nullable(Type.String()),
  status: Type.String(),
  actions: described(
    list(Type.String()),
    "What the merchant may do now (the domain's allowedAsnActions).",
  ),
  level: Type.String(),
  delivery_mode: Type.String(),
  quantity: Type.Number(),
  received: Type.Number(),
  estimated_arrival: Type.String(),
  created_at: Type.String(),
});
export type AsnRow = Static<typeof AsnRowSchema>;

export const AsnLineSchema = Type.Object({
  id: Type.Number(),
  product_id: Type.Number(),
  sku: Type.String(),
  quantity: described(nullable(Type.Number()), 'Null while a draft line has no quantity yet.'),
  received: Type.Number(),
  qualified: Type.Number(),
  unqualified: Type.Number(),
});
export type AsnLine = Static<typeof AsnLineSchema>;

export const AsnBoxSchema = Type.Object({
  box_no: Type.Number(),
  sku: Type.String(),
  /** How many units of its one SKU the box holds (the lines' quantities are the boxes' sums). */
  quantity: described(
    nullable(Type.Number()),
    'Null while a draft box has no quantity yet; its measures are then blank text.',
  ),
  weight_kg: Type.String(),
  length_cm: Type.String(),
  width_cm: Type.String(),
  height_cm: Type.String(),
});
export type AsnBox = Static<typeof AsnBoxSchema>;

export const AsnDetailSchema = Type.Object({
  ...AsnRowSchema.properties,
  prepacking: Type.String(),
  tracking_numbers: list(Type.String()),
  fba: Type.Boolean(),
  fba_address: Type.String(),
  unloading: Type.Boolean(),
  air_freight: Type.Boolean(),
  estimated_freight: MoneySchema,
  estimated_vat: MoneySchema,
  insurance: MoneySchema,
  reject_reason: Type.String(),
  lines: list(AsnLineSchema),
  boxes: list(AsnBoxSchema),
});
export type AsnDetail = Static<typeof AsnDetailSchema>;

export const AsnSavedDataSchema = Type.Object({
  id: Type.Number(),
  asn_no: Type.String(),
  status: Type.String(),
});
export type AsnSavedData = Static<typeof AsnSavedDataSchema>;

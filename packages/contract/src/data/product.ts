import type { Static } from 'typebox';
import { Type } from 'typebox';
import { described, list } from '../schemas/kit';
import { MoneySchema } from '../schemas/money';
/** A product (SKU) as the merchant sees it; money as MoneySchema (USD), measures as decimals. */
export const ProductRowSchema = Type.Object({
  id: Type.Number(),
  sku: Type.String(),
  name_en: Type.String(),
  name_zh: Type.String(),
  status: Type.String(),
  actions: described(
    list(Type.String()),
    "What the merchant may do now (the domain's allowedProductActions).",
  ),
  price: MoneySchema,
  declared_value: MoneySchema,
  weight_kg: Type.String(),
  length_cm: Type.String(),
  width_cm: Type.String(),
  height_cm: Type.String(),
  product_type: Type.String(),
  barcode_type: Type.String(),
  barcode: Type.String(),
  brand_type: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type ProductRow = Static<typeof ProductRowSchema>;

export const ProductDetailSchema = Type.Object({
  ...ProductRowSchema.properties,
  customs_description: Type.String(),
  material_en: Type.String(),
  material_zh: Type.String(),
  usage: Type.String(),
  hs_code: Type.String(),
  origin: Type.String(),
  battery: Type.Boolean(),
  liquid: Type.Boolean(),
  powder: Type.Boolean(),
  dice: Type.Boolean(),
  magnetism: Type.Boolean(),
  fba_barcode: Type.String(),
  brand_name: Type.String(),
  brand_certificates: list(Type.String()),
  manufacturer: Type.String(),
  product_link: Type.String(),
  spec_model: Type.String(),
  images: list(Type.String()),
  certificates: list(Type.String()),
  packing_material: Type.Boolean(),
  rejection_reason: described(
    Type.Union([Type.String(), Type.Null()]),
    'The last rejection reason, when the provider rejected it.',
  ),
});
export type ProductDetail = Static<typeof ProductDetailSchema>;

export const ProductSavedDataSchema = Type.Object({
  id: Type.Number(),
  status: Type.String(),
});
export type ProductSavedData = Static<typeof ProductSavedDataSchema>;

/** One item of a batch action: moved, or refused with its translated reason. */
export const ProductBatchItemSchema = Type.Object({
  id: Type.Number(),
  ok: Type.Boolean(),
  status: Type.Union([Type.String(), Type.Null()]),
  msg: Type.String(),
});
export type ProductBatchItem = Static<typeof ProductBatchItemSchema>;

export const ProductBatchDataSchema = Type.Object({
  results: list(ProductBatchItemSchema),
  succeeded: Type.Number(),
  failed: Type.Number(),
});
export type ProductBatchData = Static<typeof ProductBatchDataSchema>;

export const ProductRejectionRowSchema = Type.Object({
  id: Type.Number(),
  product_id: Type.Number(),
  sku: Type.String(),
  reason: Type.String(),
  operator: Type.String(),
  created_at: Type.String(),
});
export type ProductRejectionRow = Static<typeof ProductRejectionRowSchema>;

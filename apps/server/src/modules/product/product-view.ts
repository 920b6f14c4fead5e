import type { ProductDetail, ProductRow } from '@portal/contract';
import type { ProductStatus } from '@portal/domain';
import { allowedProductActions, isStatusOf, PRODUCT_STATUSES } from '@portal/domain';
import type { ProductRecord } from './repository';

/** Hundredths as a decimal text with two places: 1250 -> '12.50'. */
export const hundredthsText = (value: number) =>
  `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

const iso = (value: Date | string) => new Date(value).toISOString();

export const statusOf = (value: string): ProductStatus =>
  isStatusOf(PRODUCT_STATUSES, value) ? value : 'draft';

export const productRow = (p: ProductRecord): ProductRow => ({
  id: p.id,
  sku: p.sku,
  name_en: p.name,
  name_zh: p.cn_name,
  status: p.status,
  actions: allowedProductActions(statusOf(p.status)),
  price_usd: hundredthsText(p.price_cents),
  declared_value_usd: hundredthsText(p.declared_cents),
  weight_kg: hundredthsText(p.weight_centikg),
  length_cm: hundredthsText(p.length_mm10),
  width_cm: hundredthsText(p.width_mm10),
  height_cm: hundredthsText(p.height_mm10),
  product_type: p.product_type,
  barcode_type: p.barcode_type,
  barcode: p.barcode,
  brand_type: p.brand_type,
  created_at: iso(p.created_at),
  updated_at: iso(p.updated_at),
});

const ids = (stored: string) => JSON.parse(stored) as string[];

export const productDetail = (p: ProductRecord, rejectionReason: string | null): ProductDetail => ({
  ...productRow(p),
  customs_description: p.customs_description,
  material_en: p.material_en,
  material_zh: p.material_zh,
  usage: p.usage,
  hs_code: p.hs_code,
  origin: p.origin,
  battery: p.battery,
  liquid: p.liquid,
  powder: p.powder,
  dice: p.dice,
  magnetism: p.magnetism,
  fba_barcode: p.fba_barcode,
  brand_name: p.brand_name,
  brand_certificates: ids(p.brand_certificates),
  manufacturer: p.manufacturer,
  product_link: p.product_link,
  spec_model: p.spec_model,
  images: ids(p.images),
  certificates: ids(p.certificates),
  packing_material: p.packing_material,
  rejection_reason: rejectionReason,
});

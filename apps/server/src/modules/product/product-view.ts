import type { ProductDetail, ProductRow } from '@portal/contract';
import { allowedProductActions, PRODUCT_MACHINE } from '@portal/domain';
import { hundredthsText } from '../shared/hundredths';
import { storedStatusOrThrow } from '../shared/status';
import type { ProductRecord } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A list row; a stored status the product machine does not know is a fault (500), never 'draft'. */
export const productRow = (p: ProductRecord): ProductRow => ({
  id: p.id,
  sku: p.sku,
  name_en: p.name,
  name_zh: p.cn_name,
  status: storedStatusOrThrow(PRODUCT_MACHINE, p.status),
  actions: allowedProductActions(storedStatusOrThrow(PRODUCT_MACHINE, p.status)),
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

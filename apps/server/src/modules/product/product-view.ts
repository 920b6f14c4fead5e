import type { ProductDetail, ProductRow } from '@portal/contract';
import { allowedProductActions, decimalText, PRODUCT_MACHINE } from '@portal/domain';
import { isoTime } from '../shared/iso-time';
import { storedMoney } from '../shared/money';
import { storedStatusOrThrow } from '../shared/status';
import type { ProductRecord } from './repository';

/** A list row; a stored status the product machine does not know is a fault (500), never 'draft'. */
export const productRow = (p: ProductRecord): ProductRow => ({
  id: p.id,
  sku: p.sku,
  name_en: p.name,
  name_zh: p.cn_name,
  status: storedStatusOrThrow(PRODUCT_MACHINE, p.status),
  actions: allowedProductActions(storedStatusOrThrow(PRODUCT_MACHINE, p.status)),
  // Product prices are US dollars (the form's fields say USD; the columns are cents).
  price: storedMoney(p.price_cents, 'USD'),
  declared_value: storedMoney(p.declared_cents, 'USD'),
  weight_kg: decimalText(p.weight_centikg),
  length_cm: decimalText(p.length_mm10),
  width_cm: decimalText(p.width_mm10),
  height_cm: decimalText(p.height_mm10),
  product_type: p.product_type,
  barcode_type: p.barcode_type,
  barcode: p.barcode,
  brand_type: p.brand_type,
  created_at: isoTime(p.created_at),
  updated_at: isoTime(p.updated_at),
});

const ids = (stored: readonly string[]) => [...stored];

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

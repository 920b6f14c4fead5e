import type { ProductDetail, ProductRow } from '@portal/contract';
import type { ProductGateway } from '../../gateways/product-gateway';
import { notImplemented } from '../../test/fakes';

/** A strict stand-in: every method throws until the test gives it an answer. */
export function strictProductGateway(overrides: Partial<ProductGateway> = {}): ProductGateway {
  return {
    list: notImplemented('ProductGateway.list'),
    detail: notImplemented('ProductGateway.detail'),
    create: notImplemented('ProductGateway.create'),
    edit: notImplemented('ProductGateway.edit'),
    batch: notImplemented('ProductGateway.batch'),
    rejections: notImplemented('ProductGateway.rejections'),
    uploadSpreadsheet: notImplemented('ProductGateway.uploadSpreadsheet'),
    uploadResult: notImplemented('ProductGateway.uploadResult'),
    uploadTemplate: notImplemented('ProductGateway.uploadTemplate'),
    uploadPicture: notImplemented('ProductGateway.uploadPicture'),
    countries: notImplemented('ProductGateway.countries'),
    pictureUrl: (id) => `/picture?id=${id}`,
    ...overrides,
  };
}

/** A product row as the list endpoint returns it. */
export const productRow = (id: number, overrides: Partial<ProductRow> = {}): ProductRow => ({
  id,
  sku: `SKU-${id}`,
  name_en: `Mug ${id}`,
  name_zh: '杯子',
  status: 'draft',
  actions: ['edit', 'submit', 'delete'],
  price: { amount: 1250, currency: 'USD' },
  declared_value: { amount: 1250, currency: 'USD' },
  weight_kg: '0.45',
  length_cm: '10.00',
  width_cm: '10.00',
  height_cm: '12.50',
  product_type: 'needs_box',
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  created_at: '2026-11-20 10:00:00',
  updated_at: '2026-11-20 10:00:00',
  ...overrides,
});

/** A product detail every rule accepts. */
export const productDetail = (
  id: number,
  overrides: Partial<ProductDetail> = {},
): ProductDetail => ({
  ...productRow(id),
  customs_description: 'Ceramic mug',
  material_en: 'Ceramic',
  material_zh: '陶瓷',
  usage: 'Drinking',
  hs_code: '69120000',
  origin: 'China',
  battery: false,
  liquid: false,
  powder: false,
  dice: false,
  magnetism: false,
  fba_barcode: '',
  brand_name: '',
  brand_certificates: [],
  manufacturer: 'Mug Works',
  product_link: 'https://example.com/mug',
  spec_model: 'M-1',
  images: [],
  certificates: [],
  packing_material: false,
  rejection_reason: null,
  ...overrides,
});

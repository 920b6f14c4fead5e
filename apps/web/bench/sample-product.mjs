// A product form every rule accepts, for the bench and screenshot scripts (plain JS: they run
// without a TypeScript loader). The e2e keeps its own typed copy in e2e/storage-api.ts.

/** The merchant API's product create fields for `sku`; overrides change any of them. */
export const sampleProductFields = (sku, overrides = {}) => ({
  sku,
  name_en: 'Ceramic mug',
  name_zh: '陶瓷杯',
  price: '12.50',
  declared_value: '12.50',
  weight: '0.45',
  length: '10',
  width: '10',
  height: '12.5',
  customs_description: 'Ceramic mug',
  hs_code: '69120000',
  origin: 'China',
  product_type: 'needs_box',
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  ...overrides,
});

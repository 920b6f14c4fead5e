import type { TemplateColumn } from './columns';
import { columnFinder } from './columns';

/**
 * The batch product upload template: the product form's fields except files (images and
 * certificates are added on the product afterwards), with the header the template shows in each
 * language. The server's upload and the command-line checker read files with this one list.
 */
export const PRODUCT_UPLOAD_COLUMNS = [
  { field: 'sku', en: 'SKU', zh: 'SKU编码' },
  { field: 'name_en', en: 'English name', zh: '英文名称' },
  { field: 'name_zh', en: 'Chinese name', zh: '中文名称' },
  { field: 'price', en: 'Price (USD)', zh: '价格(美元)' },
  { field: 'declared_value', en: 'Declared value (USD)', zh: '申报价值(美元)' },
  { field: 'weight', en: 'Weight (kg)', zh: '重量(kg)' },
  { field: 'length', en: 'Length (cm)', zh: '长(cm)' },
  { field: 'width', en: 'Width (cm)', zh: '宽(cm)' },
  { field: 'height', en: 'Height (cm)', zh: '高(cm)' },
  { field: 'customs_description', en: 'Customs description', zh: '报关描述' },
  { field: 'material_en', en: 'Material (English)', zh: '英文材质' },
  { field: 'material_zh', en: 'Material (Chinese)', zh: '中文材质' },
  { field: 'usage', en: 'Usage', zh: '用途' },
  { field: 'hs_code', en: 'HS code', zh: '海关编码' },
  { field: 'origin', en: 'Country of manufacture', zh: '原产国(英文)' },
  { field: 'battery', en: 'Battery (1/0)', zh: '带电池(1/0)' },
  { field: 'liquid', en: 'Liquid (1/0)', zh: '液体(1/0)' },
  { field: 'powder', en: 'Powder (1/0)', zh: '粉末(1/0)' },
  { field: 'dice', en: 'Dice (1/0)', zh: '骰子(1/0)' },
  { field: 'magnetism', en: 'Magnetic (1/0)', zh: '带磁(1/0)' },
  {
    field: 'product_type',
    en: 'Product type (needs_box/whole_box)',
    zh: '产品类型(needs_box/whole_box)',
  },
  {
    field: 'barcode_type',
    en: 'Barcode type (standard/selfMade/generated)',
    zh: '条码类型(standard/selfMade/generated)',
  },
  { field: 'barcode', en: 'Barcode', zh: '条码' },
  { field: 'fba_barcode', en: 'FBA barcode', zh: 'FBA条码' },
  { field: 'brand_type', en: 'Brand (none/own/licensed)', zh: '品牌(none/own/licensed)' },
  { field: 'brand_name', en: 'Brand name', zh: '品牌名称' },
  { field: 'manufacturer', en: 'Manufacturer', zh: '生产商' },
  { field: 'product_link', en: 'Product link', zh: '产品链接' },
  { field: 'spec_model', en: 'Specification model', zh: '规格型号' },
  { field: 'packing_material', en: 'Packing material (1/0)', zh: '包材(1/0)' },
] as const satisfies readonly TemplateColumn[];

export type ProductUploadField = (typeof PRODUCT_UPLOAD_COLUMNS)[number]['field'];

/** Product rows one upload takes (the spreadsheet's 500 KB holds about this many). */
export const PRODUCT_UPLOAD_ROWS_MAX = 2000;

/** The form field of a header cell of the product template, in either language. */
export const productUploadFieldOfHeader = columnFinder(PRODUCT_UPLOAD_COLUMNS);

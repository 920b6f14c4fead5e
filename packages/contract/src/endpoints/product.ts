import type {
  ProductBatchData,
  ProductDetail,
  ProductRejectionRow,
  ProductRow,
  ProductSavedData,
} from '../data/product';
import type { ProductUploadResult } from '../data/product-upload';
import type { Page } from '../envelope';
import type { FieldSpec } from '../endpoint';
import { endpoint, integer, PAGING_FIELDS, requiredText, text } from '../endpoint';

const product = {
  area: 'product',
  access: 'session',
  alertOnError: true,
  namedBySpec: false,
} as const;

const flag = (description: string): FieldSpec => ({ kind: 'boolean', description });

/** Every field of the product form (warehouse-shipping.md section 3), as the create and edit take them. */
export const PRODUCT_FORM_FIELDS = {
  sku: requiredText('letters, digits, _ and -, no leading -, at most 20, unique per merchant'),
  name_en: requiredText('English name, no Chinese, at most 50'),
  name_zh: requiredText('Chinese name, at most 50'),
  price: requiredText('USD, positive, at most 2 decimals'),
  declared_value: requiredText('USD, not below the price'),
  weight: requiredText('kg, above 0, at most 2 decimals'),
  length: requiredText('cm'),
  width: requiredText('cm'),
  height: requiredText('cm'),
  customs_description: requiredText('at most 35, letters and digits, no banned words'),
  material_en: text('at most 50, no Chinese'),
  material_zh: text('at most 50, no English'),
  usage: text('what the product is used for, at most 200'),
  hs_code: requiredText('digits, at least 8'),
  origin: requiredText('country of manufacture, English'),
  battery: flag('1 when it holds a battery'),
  liquid: flag('1 when liquid'),
  powder: flag('1 when powder'),
  dice: flag('1 when dice'),
  magnetism: flag('1 when magnetic'),
  product_type: requiredText('needs_box or whole_box (already in a shippable box)'),
  barcode_type: requiredText('standard, selfMade or generated'),
  barcode: text('standard 4-15; other types 1-10'),
  fba_barcode: text('at most 10'),
  brand_type: requiredText('none, own or licensed'),
  brand_name: text('required for a licensed brand'),
  brand_certificates: text('comma-separated upload ids (uploadPicture), required for licensed'),
  manufacturer: text('at most 200'),
  product_link: text('http(s) link, at most 500'),
  spec_model: text('specification model, at most 100'),
  images: text('comma-separated upload ids, at most 8'),
  certificates: text('comma-separated upload ids, at most 4'),
  packing_material: flag('1 when it is a packing material'),
} as const satisfies Record<string, FieldSpec>;

/** The storage area's products: create, edit, list, detail, batch actions, rejection log. */
export const PRODUCT_ENDPOINTS = {
  create: endpoint<ProductSavedData>({
    ...product,
    method: 'POST',
    path: '/merchant/api-product/create',
    summary: 'Creates a draft product; submit=1 also submits it for approval',
    input: 'body',
    fields: { ...PRODUCT_FORM_FIELDS, submit: flag('1 to submit for approval at once') },
    data: 'ProductSavedData',
  }),
  edit: endpoint<ProductSavedData>({
    ...product,
    method: 'POST',
    path: '/merchant/api-product/edit',
    summary: 'Edits a draft product (every field); submit=1 also submits it',
    input: 'body',
    fields: {
      id: integer(undefined, true),
      ...PRODUCT_FORM_FIELDS,
      submit: flag('1 to submit for approval at once'),
    },
    data: 'ProductSavedData',
  }),
  list: endpoint<Page<ProductRow> & { readonly counts: Readonly<Record<string, number>> }>({
    ...product,
    method: 'GET',
    path: '/merchant/api-product/list',
    summary: 'The merchant products, newest first, with counts per status',
    input: 'query',
    fields: {
      ...PAGING_FIELDS,
      status: text(
        'draft, pending_approval, rejected, active, inactive, deleted; blank for all but deleted',
      ),
      keyword: text('part of the SKU or of a name'),
      product_type: text('needs_box or whole_box'),
      brand_type: text('none, own or licensed'),
    },
    data: 'Page<ProductRow> & { counts }',
  }),
  detail: endpoint<ProductDetail>({
    ...product,
    method: 'GET',
    path: '/merchant/api-product/detail',
    summary: 'One product with every field',
    input: 'query',
    fields: { id: integer(undefined, true) },
    data: 'ProductDetail',
  }),
  batch: endpoint<ProductBatchData>({
    ...product,
    method: 'POST',
    path: '/merchant/api-product/batch',
    summary:
      'Applies submit, activate, deactivate, move-to-draft or delete to each id through the machine',
    input: 'body',
    fields: {
      action: requiredText('submit, activate, deactivate, moveToDraft or delete'),
      ids: requiredText('comma-separated product ids, at most 500'),
    },
    data: 'ProductBatchData',
  }),
  rejections: endpoint<Page<ProductRejectionRow>>({
    ...product,
    method: 'GET',
    path: '/merchant/api-product/rejections',
    summary: 'The product rejection log, newest first; product_id narrows it to one product',
    input: 'query',
    fields: { ...PAGING_FIELDS, product_id: integer() },
    data: 'Page<ProductRejectionRow>',
  }),
  uploadTemplate: endpoint<string>({
    ...product,
    method: 'GET',
    path: '/merchant/api-product/upload-template',
    summary: 'The batch upload template as CSV (UTF-8), headers in the request language',
    input: 'query',
    fields: {},
    data: 'text/csv file',
  }),
  upload: endpoint<ProductUploadResult>({
    ...product,
    method: 'POST',
    path: '/merchant/api-product/upload',
    summary:
      'Batch product upload: one XLSX, XLS or CSV of at most 500 KB, multipart field file; valid rows become drafts in one transaction',
    input: 'multipart',
    fields: { file: { kind: 'file', required: true } },
    data: 'ProductUploadResult',
  }),
  uploadResult: endpoint<ProductUploadResult>({
    ...product,
    method: 'GET',
    path: '/merchant/api-product/upload-result',
    summary: 'A stored upload result, its row messages in the request language',
    input: 'query',
    fields: { id: integer(undefined, true) },
    data: 'ProductUploadResult',
  }),
} as const;

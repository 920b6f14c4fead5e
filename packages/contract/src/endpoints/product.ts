import { BARCODE_TYPES, BRAND_TYPES, PRODUCT_STATUSES, PRODUCT_TYPES } from '@portal/domain';
import { Type } from 'typebox';
import {
  ProductBatchDataSchema,
  ProductDetailSchema,
  ProductRejectionRowSchema,
  ProductRowSchema,
  ProductSavedDataSchema,
} from '../data/product';
import { ProductUploadResultSchema } from '../data/product-upload';
import { endpoint } from '../endpoint';
import {
  file,
  flag,
  oneOf,
  optionalInteger,
  requiredInteger,
  requiredText,
  text,
  verbOf,
} from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { PRODUCT_ROUTES } from '../routes/product';

/**
 * Every field of the product form (warehouse-shipping.md section 3), as the create and edit take
 * them. Amounts and measures stay decimal text: validateProductForm (domain) owns their rules and
 * answers each with a field issue.
 */
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
  product_type: oneOf(PRODUCT_TYPES, 'whole_box: already in a shippable box'),
  barcode_type: oneOf(BARCODE_TYPES),
  barcode: text('standard 4-15; other types 1-10'),
  fba_barcode: text('at most 10'),
  brand_type: oneOf(BRAND_TYPES),
  brand_name: text('required for a licensed brand'),
  brand_certificates: text('comma-separated upload ids (uploadPicture), required for licensed'),
  manufacturer: text('at most 200'),
  product_link: text('http(s) link, at most 500'),
  spec_model: text('specification model, at most 100'),
  images: text('comma-separated upload ids, at most 8'),
  certificates: text('comma-separated upload ids, at most 4'),
  packing_material: flag('1 when it is a packing material'),
};

const SUBMIT = flag('1 to submit for approval at once');

/** The storage area's products: create, edit, list, detail, batch actions, rejection log. */
export const PRODUCT_ENDPOINTS = {
  create: endpoint(PRODUCT_ROUTES.create, {
    summary: 'Creates a draft product; submit=1 also submits it for approval',
    request: Type.Object({ ...PRODUCT_FORM_FIELDS, submit: SUBMIT }),
    response: ProductSavedDataSchema,
  }),
  edit: endpoint(PRODUCT_ROUTES.edit, {
    summary: 'Edits a draft product (every field); submit=1 also submits it',
    request: Type.Object({ id: requiredInteger(), ...PRODUCT_FORM_FIELDS, submit: SUBMIT }),
    response: ProductSavedDataSchema,
  }),
  list: endpoint(PRODUCT_ROUTES.list, {
    summary: 'The merchant products, newest first, with counts per status',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: Type.Optional(oneOf(PRODUCT_STATUSES, 'absent for all but deleted')),
      keyword: text('part of the SKU or of a name'),
      product_type: Type.Optional(oneOf(PRODUCT_TYPES)),
      brand_type: Type.Optional(oneOf(BRAND_TYPES)),
    }),
    response: Type.Object({
      ...PageSchema(ProductRowSchema).properties,
      counts: Type.Record(Type.String(), Type.Integer(), { description: 'products per status' }),
    }),
  }),
  detail: endpoint(PRODUCT_ROUTES.detail, {
    summary: 'One product with every field',
    request: Type.Object({ id: requiredInteger() }),
    response: ProductDetailSchema,
  }),
  batch: endpoint(PRODUCT_ROUTES.batch, {
    summary:
      'Applies submit, activate, deactivate, move-to-draft or delete to each id through the machine',
    request: Type.Object({
      action: verbOf(PRODUCT_ROUTES.batch.actions.permissions),
      ids: requiredText('comma-separated product ids, at most 500'),
    }),
    response: ProductBatchDataSchema,
  }),
  rejections: endpoint(PRODUCT_ROUTES.rejections, {
    summary: 'The product rejection log, newest first; product_id narrows it to one product',
    request: Type.Object({ ...PAGING_FIELDS, product_id: optionalInteger() }),
    response: PageSchema(ProductRejectionRowSchema),
  }),
  uploadTemplate: endpoint(PRODUCT_ROUTES.uploadTemplate, {
    summary: 'The batch upload template as CSV (UTF-8), headers in the request language',
    request: Type.Object({}),
    response: Type.Unsafe<never>({ description: 'a text/csv file (not an envelope)' }),
  }),
  upload: endpoint(PRODUCT_ROUTES.upload, {
    summary:
      'Batch product upload: one XLSX, XLS or CSV of at most 500 KB, multipart field file; valid rows become drafts in one transaction',
    request: Type.Object({ file: file('the spreadsheet') }),
    response: ProductUploadResultSchema,
  }),
  uploadResult: endpoint(PRODUCT_ROUTES.uploadResult, {
    summary: 'A stored upload result, its row messages in the request language',
    request: Type.Object({ id: requiredInteger() }),
    response: ProductUploadResultSchema,
  }),
} as const;

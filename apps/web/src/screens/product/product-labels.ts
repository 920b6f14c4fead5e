import type { ProductAction } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { Question } from '../../kit/Actions';
import { routePath } from '../../kit/route-path';

// Catalog keys are written out whole so the catalog-key check sees each of them.

export const PRODUCT_ACTION_LABELS: Readonly<Record<ProductAction, string>> = {
  edit: 'UI.PRODUCT.ACTION.EDIT',
  submit: 'UI.PRODUCT.ACTION.SUBMIT',
  activate: 'UI.PRODUCT.ACTION.ACTIVATE',
  deactivate: 'UI.PRODUCT.ACTION.DEACTIVATE',
  moveToDraft: 'UI.PRODUCT.ACTION.MOVE_TO_DRAFT',
  delete: 'UI.PRODUCT.ACTION.DELETE',
};

/** The product types the contract names: needs a shippable box, or already is one. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<string, string>> = {
  needs_box: 'UI.PRODUCT.TYPE.NEEDS_BOX',
  whole_box: 'UI.PRODUCT.TYPE.WHOLE_BOX',
};

export const BARCODE_TYPE_LABELS: Readonly<Record<string, string>> = {
  standard: 'UI.PRODUCT.BARCODE_TYPE.STANDARD',
  selfMade: 'UI.PRODUCT.BARCODE_TYPE.SELF_MADE',
  generated: 'UI.PRODUCT.BARCODE_TYPE.GENERATED',
};

export const BRAND_TYPE_LABELS: Readonly<Record<string, string>> = {
  none: 'UI.PRODUCT.BRAND_TYPE.NONE',
  own: 'UI.PRODUCT.BRAND_TYPE.OWN',
  licensed: 'UI.PRODUCT.BRAND_TYPE.LICENSED',
};

/** The typed fields of the product form (named as PRODUCT_FORM_FIELDS), with their labels. */
export const PRODUCT_TEXT_LABELS = {
  sku: 'UI.PRODUCT.FIELD.SKU',
  name_en: 'UI.PRODUCT.FIELD.NAME_EN',
  name_zh: 'UI.PRODUCT.FIELD.NAME_ZH',
  price: 'UI.PRODUCT.FIELD.PRICE',
  declared_value: 'UI.PRODUCT.FIELD.DECLARED_VALUE',
  weight: 'UI.PRODUCT.FIELD.WEIGHT',
  length: 'UI.PRODUCT.FIELD.LENGTH',
  width: 'UI.PRODUCT.FIELD.WIDTH',
  height: 'UI.PRODUCT.FIELD.HEIGHT',
  customs_description: 'UI.PRODUCT.FIELD.CUSTOMS_DESCRIPTION',
  material_en: 'UI.PRODUCT.FIELD.MATERIAL_EN',
  material_zh: 'UI.PRODUCT.FIELD.MATERIAL_ZH',
  usage: 'UI.PRODUCT.FIELD.USAGE',
  hs_code: 'UI.PRODUCT.FIELD.HS_CODE',
  origin: 'UI.PRODUCT.FIELD.ORIGIN',
  barcode: 'UI.PRODUCT.FIELD.BARCODE',
  fba_barcode: 'UI.PRODUCT.FIELD.FBA_BARCODE',
  brand_name: 'UI.PRODUCT.FIELD.BRAND_NAME',
  manufacturer: 'UI.PRODUCT.FIELD.MANUFACTURER',
  product_link: 'UI.PRODUCT.FIELD.PRODUCT_LINK',
  spec_model: 'UI.PRODUCT.FIELD.SPEC_MODEL',
} as const;

/** The yes/no properties of a product, with their labels. */
export const PRODUCT_FLAG_LABELS = {
  battery: 'UI.PRODUCT.FIELD.BATTERY',
  liquid: 'UI.PRODUCT.FIELD.LIQUID',
  powder: 'UI.PRODUCT.FIELD.POWDER',
  dice: 'UI.PRODUCT.FIELD.DICE',
  magnetism: 'UI.PRODUCT.FIELD.MAGNETISM',
  packing_material: 'UI.PRODUCT.FIELD.PACKING_MATERIAL',
} as const;

/** Each product field's label by its wire name, for the form and the detail alike. */
export const PRODUCT_FIELD_LABELS = {
  ...PRODUCT_TEXT_LABELS,
  ...PRODUCT_FLAG_LABELS,
  product_type: 'UI.PRODUCT.FIELD.PRODUCT_TYPE',
  barcode_type: 'UI.PRODUCT.FIELD.BARCODE_TYPE',
  brand_type: 'UI.PRODUCT.FIELD.BRAND_TYPE',
  images: 'UI.PRODUCT.FIELD.IMAGES',
  certificates: 'UI.PRODUCT.FIELD.CERTIFICATES',
  brand_certificates: 'UI.PRODUCT.FIELD.BRAND_CERTIFICATES',
} as const;

/** A catalog key for a code the server sent, or the code itself when it is not one we know. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: string): string =>
  labels[code] ?? code;

/** The path of a product screen (warehouse.product.*) from the domain's route table. */
export const productPath = routePath;

/** The upload result screen of one upload: the route has no parameter, the id travels in the query. */
export const uploadResultPath = (id: number): string =>
  `${productPath('warehouse.product.uploadResult')}?id=${id}`;

// the header, the question for the selection and for one product (by SKU) of each action asked
const QUESTIONS: Readonly<Record<string, readonly [string, string, string]>> = {
  delete: [
    'UI.PRODUCT.ACTION.DELETE',
    'UI.PRODUCT.LIST.CONFIRM_DELETE',
    'UI.PRODUCT.LIST.CONFIRM_DELETE_ONE',
  ],
  deactivate: [
    'UI.PRODUCT.ACTION.DEACTIVATE',
    'UI.PRODUCT.LIST.CONFIRM_DEACTIVATE',
    'UI.PRODUCT.LIST.CONFIRM_DEACTIVATE_ONE',
  ],
};

/** The question before a delete or a deactivate, of the selection or one product; else none. */
export function productQuestion(t: TFunction, action: string, sku?: string): Question | undefined {
  const [header, all, one] = QUESTIONS[action] ?? [];
  if (header === undefined || all === undefined || one === undefined) return undefined;
  const content = sku === undefined ? t(all) : t(one, { sku });
  return { header: t(header), content, confirm: t(header) };
}

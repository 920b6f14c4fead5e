import type { ProductAction } from '@portal/domain';
import { fillRoutePattern, flattenRoutes, SHELL_ROUTES } from '@portal/domain';

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

/** A catalog key for a code the server sent, or the code itself when it is not one we know. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: string): string =>
  labels[code] ?? code;

const ROUTES = flattenRoutes(SHELL_ROUTES);

/** The path of a product screen from the domain's route table. */
export function productPath(
  name:
    | 'warehouse.product.list'
    | 'warehouse.product.create'
    | 'warehouse.product.detail'
    | 'warehouse.product.edit'
    | 'warehouse.product.uploadResult',
  params: Readonly<Record<string, string>> = {},
): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`no route ${name}`);
  const filled = fillRoutePattern(route.path, params);
  if (!filled.ok) throw new Error(`route ${name} needs ${JSON.stringify(filled.error.params)}`);
  return filled.value;
}

/** The upload result screen of one upload: the route has no parameter, the id travels in the query. */
export const uploadResultPath = (id: number): string =>
  `${productPath('warehouse.product.uploadResult')}?id=${id}`;

import { lazy } from 'react';
import type { LazyScreen } from '../../routing/screen-registry';

// create and edit are one form; it tells them apart by its route name
const productForm = lazy(() => import('./ProductFormScreen'));

/** The warehouse.product.* screens by route name, each its own lazily loaded chunk. */
export const PRODUCT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.product.list': lazy(() => import('./ProductListScreen')),
  'warehouse.product.create': productForm,
  'warehouse.product.edit': productForm,
  'warehouse.product.detail': lazy(() => import('./ProductDetailScreen')),
  'warehouse.product.uploadResult': lazy(() => import('./UploadResultScreen')),
};

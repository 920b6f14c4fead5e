import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

// create and edit are one form; it tells them apart by its route name
const productForm = storageScreen(() => import('./ProductFormScreen'));

/** The warehouse.product.* screens by route name, each its own lazily loaded chunk. */
export const PRODUCT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.product.list': storageScreen(() => import('./ProductListScreen')),
  'warehouse.product.create': productForm,
  'warehouse.product.edit': productForm,
  'warehouse.product.detail': storageScreen(() => import('./ProductDetailScreen')),
  'warehouse.product.uploadResult': storageScreen(() => import('./UploadResultScreen')),
};

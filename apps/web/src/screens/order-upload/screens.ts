import type { ComponentType } from 'react';
import { loadStorageTexts, textArea } from '../../i18n/area-texts';
import { loadOrderTexts } from '../order/screens';
import type { LazyScreen } from '../../routing/lazy-screen';

const uploadArea = textArea(() =>
  import('@portal/i18n/order-upload-texts').then((texts) => ({
    en: texts.enOrderUpload,
    zh: texts.zhOrderUpload,
  })),
);

/** Loads the upload screens' own texts once (their own chunk) into every i18n instance. */
export const loadOrderUploadTexts = uploadArea.load;

/**
 * An upload screen's lazy chunk that renders only once its texts are there too: the upload texts,
 * the order chunk (the server's upload messages) and the storage chunk (the template messages,
 * TEMPLATE.*, the browser's check of a file gives).
 */
const uploadScreen = (load: () => Promise<{ default: ComponentType }>) =>
  uploadArea.chunk(load, loadOrderTexts, loadStorageTexts);

/** The batch upload screens by route name, each its own lazily loaded chunk. */
export const ORDER_UPLOAD_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'order.upload': uploadScreen(() => import('./OrderUploadScreen')),
  'order.fetchUpload': uploadScreen(() => import('./TrackingUploadScreen')),
  'order.delUpload': uploadScreen(() => import('./DeletedUploadsScreen')),
};

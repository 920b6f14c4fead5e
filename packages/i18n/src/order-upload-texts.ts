// The batch order upload screens' texts in both languages, one lazily loaded chunk of the web
// app; the server's upload messages ride along. The template messages the browser's check of a
// file gives (TEMPLATE.*) are the storage chunk's, which the upload screens load too.
import { orderUpload as en } from './catalog/en/order-upload';
import { orderUploads as enServer } from './catalog/en/order-uploads';
import { orderUpload as zh } from './catalog/zh/order-upload';
import { orderUploads as zhServer } from './catalog/zh/order-uploads';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enOrderUpload: Catalog = mergeSections([en, enServer]);
export const zhOrderUpload: Catalog = mergeSections([zh, zhServer]);

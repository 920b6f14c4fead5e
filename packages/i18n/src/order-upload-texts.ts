// The batch order upload screens' texts in both languages, one lazily loaded chunk of the web
// app. The upload screens load the order chunk too (the server's upload messages, order-uploads.ts)
// and the storage chunk (the template messages, TEMPLATE.*, that the browser's check gives).
import { orderUpload as en } from './catalog/en/order-upload';
import { orderUpload as zh } from './catalog/zh/order-upload';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enOrderUpload: Catalog = mergeSections([en]);
export const zhOrderUpload: Catalog = mergeSections([zh]);

// The batch order upload screens' texts in both languages, one lazily loaded chunk of the web
// app; the template messages ride along, since the browser's check of a file gives them.
import { orderUpload as en } from './catalog/en/order-upload';
import { templates as enTemplates } from './catalog/en/templates';
import { orderUpload as zh } from './catalog/zh/order-upload';
import { templates as zhTemplates } from './catalog/zh/templates';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enOrderUpload: Catalog = mergeSections([en, enTemplates]);
export const zhOrderUpload: Catalog = mergeSections([zh, zhTemplates]);

// The outbound order screens' texts in both languages, one lazily loaded chunk of the web app.
// The server's order messages ride along: the order's event log notes are their codes. The batch
// upload's messages (order-uploads.ts) too: the upload screens check rows in the browser first.
import { orders as en } from './catalog/en/orders';
import { orderUploads as enUploads } from './catalog/en/order-uploads';
import { ordersServer as enServer } from './catalog/en/orders-server';
import { orders as zh } from './catalog/zh/orders';
import { orderUploads as zhUploads } from './catalog/zh/order-uploads';
import { ordersServer as zhServer } from './catalog/zh/orders-server';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enOrders: Catalog = mergeSections([en, enServer, enUploads]);
export const zhOrders: Catalog = mergeSections([zh, zhServer, zhUploads]);

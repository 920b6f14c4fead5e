// The outbound order screens' texts in both languages, one lazily loaded chunk of the web app.
// The server's order messages ride along: the order's event log notes are their codes. So do
// the dashboard's chart texts (the dashboard loads this chunk for the order statuses it draws)
// and the batch upload's messages (order-uploads.ts: the upload screens check rows in the browser
// first).
import { orders as en } from './catalog/en/orders';
import { ordersDashboard as enDashboard } from './catalog/en/orders-dashboard';
import { orderUploads as enUploads } from './catalog/en/order-uploads';
import { ordersServer as enServer } from './catalog/en/orders-server';
import { orders as zh } from './catalog/zh/orders';
import { ordersDashboard as zhDashboard } from './catalog/zh/orders-dashboard';
import { orderUploads as zhUploads } from './catalog/zh/order-uploads';
import { ordersServer as zhServer } from './catalog/zh/orders-server';
import { mergeSections } from './merge';
import type { Catalog } from './types';

export const enOrders: Catalog = mergeSections([en, enServer, enDashboard, enUploads]);
export const zhOrders: Catalog = mergeSections([zh, zhServer, zhDashboard, zhUploads]);

import { mergeSections } from '../../merge';
import type { Catalog } from '../../types';
import { coreSections } from './core';
import { ordersServer } from './orders-server';
import { server } from './server';
import { storageSections } from './storage';
import { checker } from './checker';
import { templates } from './templates';
import { orders } from './orders';
import { ordersDashboard } from './orders-dashboard';
import { orderUpload } from './order-upload';
import { orderUploads } from './order-uploads';
import { settingsUser } from './settings-user';
import { settingsHelp } from './settings-help';
import { settingsRoles } from './settings-roles';
import { settingsDeveloper } from './settings-developer';
import { developerServer } from './developer-server';

// Each area file owns its own leaf keys (two files may share a group such as ORDER); a leaf
// defined twice is caught by catalogs.test.ts. The web app loads the core with its first page and
// each area's screen texts with that area's screens (web-core.ts, storage-texts.ts,
// order-texts.ts); the server takes them all.
export const sections = {
  ...coreSections,
  server,
  ordersServer,
  templates,
  checker,
  ...storageSections,
  orders,
  ordersDashboard,
  orderUpload,
  orderUploads,
  settingsUser,
  settingsHelp,
  settingsRoles,
  settingsDeveloper,
  developerServer,
};
export const zh: Catalog = mergeSections(Object.values(sections));

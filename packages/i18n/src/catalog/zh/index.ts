import { mergeSections } from '../../merge';
import type { Catalog } from '../../types';
import { account } from './account';
import { fees } from './fees';
import { machines } from './machines';
import { request } from './request';
import { server } from './server';
import { shell } from './shell';
import { storageAsn } from './storage-asn';
import { storageInventory } from './storage-inventory';
import { storageProduct } from './storage-product';
import { storageRma } from './storage-rma';
import { storageServices } from './storage-services';
import { ui } from './ui';
import { validation } from './validation';

// Each area file owns its own leaf keys (two files may share a group such as ORDER); a leaf
// defined twice is caught by catalogs.test.ts.
export const sections = {
  shell,
  request,
  machines,
  fees,
  validation,
  account,
  server,
  ui,
  storageProduct,
  storageAsn,
  storageInventory,
  storageRma,
  storageServices,
};
export const zh: Catalog = mergeSections(Object.values(sections));

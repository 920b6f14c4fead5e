import { mergeSections } from '../../merge';
import type { Catalog } from '../../types';
import { accountMoney } from './account-money';
import { billing } from './billing';
import { billingCycle } from './billing-cycle';
import { checker } from './checker';
import { server } from './server';
import { storageAsn } from './storage-asn';
import { storageInventory } from './storage-inventory';
import { storageProduct } from './storage-product';
import { storageRma } from './storage-rma';
import { storageServices } from './storage-services';
import { templates } from './templates';

/** The storage area's screen texts: the web app loads them with the first storage screen. */
export const storageSections = {
  storageProduct,
  storageAsn,
  storageInventory,
  storageRma,
  storageServices,
  billing,
  accountMoney,
  billingCycle,
};
// the server's coded messages ride along: the ASN form repeats two of the server's checks by code
// the upload templates' and checker's texts too: the product upload screen may show TEMPLATE codes
export const enStorage: Catalog = mergeSections([
  server,
  templates,
  checker,
  ...Object.values(storageSections),
]);

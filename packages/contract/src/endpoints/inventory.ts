import { Type } from 'typebox';
import {
  InventoryBatchRowSchema,
  InventoryLogRowSchema,
  InventoryRowSchema,
} from '../data/inventory';
import { endpoint } from '../endpoint';
import { flag, optionalInteger, requiredInteger, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

import { INVENTORY_ROUTES } from '../routes/inventory';

/** Stock per product and warehouse, its movements and batches; the merchant edits only the alert. */
/** The largest low-stock alert threshold a merchant may set. */
export const INVENTORY_THRESHOLD_MAX = 999_999;

export const INVENTORY_ENDPOINTS = {
  list: endpoint(INVENTORY_ROUTES.list, {
    summary: 'Stock per product and warehouse (on hand, reserved, in transit, unqualified)',
    request: Type.Object({
      ...PAGING_FIELDS,
      warehouse_id: optionalInteger(),
      product_id: optionalInteger('one product only (its stock in each warehouse)'),
      keyword: text('part of the SKU or of a name'),
      low_stock: flag('1 for rows at or below their alert threshold only'),
    }),
    response: PageSchema(InventoryRowSchema),
  }),
  log: endpoint(INVENTORY_ROUTES.log, {
    summary: 'Every stock movement with its cause and operator, newest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      product_id: optionalInteger(),
      warehouse_id: optionalInteger(),
    }),
    response: PageSchema(InventoryLogRowSchema),
  }),
  batches: endpoint(INVENTORY_ROUTES.batches, {
    summary: 'Received batches (one per ASN line receipt), newest first',
    request: Type.Object({ ...PAGING_FIELDS, product_id: optionalInteger() }),
    response: PageSchema(InventoryBatchRowSchema),
  }),
  edit: endpoint(INVENTORY_ROUTES.edit, {
    summary: 'Sets the low-stock alert threshold of a product in a warehouse (0 turns it off)',
    request: Type.Object({
      product_id: requiredInteger(),
      warehouse_id: requiredInteger(),
      low_stock_threshold: Type.Integer({
        minimum: 0,
        maximum: INVENTORY_THRESHOLD_MAX,
        description: 'the low-stock alert threshold, a whole number',
      }),
    }),
    response: InventoryRowSchema,
  }),
} as const;

import type { InventoryBatchRow, InventoryLogRow, InventoryRow } from '../data/inventory';
import type { Page } from '../envelope';
import { endpoint, integer, PAGING_FIELDS, text } from '../endpoint';

const inventory = {
  area: 'inventory',
  access: 'session',
  alertOnError: true,
  namedBySpec: false,
} as const;

/** Stock per product and warehouse, its movements and batches; the merchant edits only the alert. */
export const INVENTORY_ENDPOINTS = {
  list: endpoint<Page<InventoryRow>>({
    ...inventory,
    method: 'GET',
    path: '/merchant/api-inventory/list',
    summary: 'Stock per product and warehouse (on hand, reserved, in transit, unqualified)',
    input: 'query',
    fields: {
      ...PAGING_FIELDS,
      warehouse_id: integer(),
      product_id: integer('one product only (its stock in each warehouse)'),
      keyword: text('part of the SKU or of a name'),
      low_stock: text('1 for rows at or below their alert threshold only'),
    },
    data: 'Page<InventoryRow>',
  }),
  log: endpoint<Page<InventoryLogRow>>({
    ...inventory,
    method: 'GET',
    path: '/merchant/api-inventory/log',
    summary: 'Every stock movement with its cause and operator, newest first',
    input: 'query',
    fields: { ...PAGING_FIELDS, product_id: integer(), warehouse_id: integer() },
    data: 'Page<InventoryLogRow>',
  }),
  batches: endpoint<Page<InventoryBatchRow>>({
    ...inventory,
    method: 'GET',
    path: '/merchant/api-inventory/batches',
    summary: 'Received batches (one per ASN line receipt), newest first',
    input: 'query',
    fields: { ...PAGING_FIELDS, product_id: integer() },
    data: 'Page<InventoryBatchRow>',
  }),
  edit: endpoint<InventoryRow>({
    ...inventory,
    method: 'POST',
    path: '/merchant/api-inventory/edit',
    summary: 'Sets the low-stock alert threshold of a product in a warehouse (0 turns it off)',
    input: 'body',
    fields: {
      product_id: integer(undefined, true),
      warehouse_id: integer(undefined, true),
      low_stock_threshold: integer('whole number 0-999999', true),
    },
    data: 'InventoryRow',
  }),
} as const;

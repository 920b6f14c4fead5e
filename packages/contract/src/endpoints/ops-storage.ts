import type { ProductRow } from '../data/product';
import type { Page } from '../envelope';
import { endpoint, integer, PAGING_FIELDS, requiredText } from '../endpoint';

const ops = {
  area: 'ops',
  access: 'operator',
  alertOnError: true,
  namedBySpec: false,
} as const;

/** The provider's actions in the storage area (merged into OPS_ENDPOINTS). */
export const STORAGE_OPS_ENDPOINTS = {
  pendingProducts: endpoint<Page<ProductRow & { readonly customer_id: number }>>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/pending-products',
    summary: 'Products waiting for approval, oldest first',
    input: 'query',
    fields: { ...PAGING_FIELDS },
    data: 'Page<ProductRow>',
  }),
  approveProduct: endpoint<{ readonly id: number; readonly status: string }>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/approve-product',
    summary: 'Approves a pending product: it becomes active within the plan SKU quota',
    input: 'body',
    fields: { product_id: integer(undefined, true) },
    data: '{ id, status }',
  }),
  rejectProduct: endpoint<{ readonly id: number; readonly status: string }>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/reject-product',
    summary: 'Rejects a pending product with a reason kept in the rejection log',
    input: 'body',
    fields: {
      product_id: integer(undefined, true),
      reason: requiredText('at most 200 characters'),
    },
    data: '{ id, status }',
  }),
} as const;

import type { AsnRow, AsnSavedData } from '../data/asn';
import type { ProductRow } from '../data/product';
import type { RmaRow, RmaSavedData } from '../data/rma';
import type { Page } from '../envelope';
import { endpoint, integer, PAGING_FIELDS, requiredText, text } from '../endpoint';

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
  asns: endpoint<Page<AsnRow & { readonly customer_id: number }>>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/asns',
    summary: 'Inbound notices of every merchant by status (default pending approval), oldest first',
    input: 'query',
    fields: { ...PAGING_FIELDS, status: text('an ASN status') },
    data: 'Page<AsnRow>',
  }),
  approveAsn: endpoint<AsnSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/approve-asn',
    summary: 'Approves an inbound notice: its quantities become stock in transit',
    input: 'body',
    fields: { asn_id: integer(undefined, true) },
    data: 'AsnSavedData',
  }),
  rejectAsn: endpoint<AsnSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/reject-asn',
    summary: 'Rejects a submitted inbound notice with a reason',
    input: 'body',
    fields: { asn_id: integer(undefined, true), reason: requiredText('at most 200 characters') },
    data: 'AsnSavedData',
  }),
  arriveAsn: endpoint<AsnSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/arrive-asn',
    summary: 'Marks the goods of an inbound notice arrived (processing)',
    input: 'body',
    fields: { asn_id: integer(undefined, true) },
    data: 'AsnSavedData',
  }),
  receiveAsn: endpoint<AsnSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/receive-asn',
    summary: 'Receives goods: qualified to on hand, unqualified apart, out of in transit, logged',
    input: 'body',
    fields: {
      asn_id: integer(undefined, true),
      lines: requiredText('JSON [{"line_id":1,"qualified":8,"unqualified":2}]'),
    },
    data: 'AsnSavedData',
  }),
  finishAsn: endpoint<AsnSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/finish-asn',
    summary: 'Closes a received inbound notice; what never came leaves in transit',
    input: 'body',
    fields: { asn_id: integer(undefined, true) },
    data: 'AsnSavedData',
  }),
  rmas: endpoint<Page<RmaRow & { readonly customer_id: number }>>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/rmas',
    summary: 'Returns of every merchant by status (default awaiting arrival), oldest first',
    input: 'query',
    fields: { ...PAGING_FIELDS, status: text('draft, awaiting_arrival or processed') },
    data: 'Page<RmaRow>',
  }),
  processRma: endpoint<RmaSavedData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/process-rma',
    summary: 'Receives and processes a return; back-to-shelf goods return to stock with a log line',
    input: 'body',
    fields: {
      rma_id: integer(undefined, true),
      lines: requiredText(
        'JSON [{"line_id":1,"received":2,"qualified":1,"unqualified":1,"disposed":1}]',
      ),
    },
    data: 'RmaSavedData',
  }),
} as const;

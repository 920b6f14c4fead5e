import type { WarehouseApplication } from '../data/customer';
import type { OpsDecisionData, OpsTopUpData, OpsVerificationRow } from '../data/ops';
import type { Page } from '../envelope';
import { endpoint, integer, PAGING_FIELDS, requiredText, text } from '../endpoint';
import { EXCHANGE_RATE_OPS_ENDPOINTS } from './ops-rates';
import { STORAGE_OPS_ENDPOINTS } from './ops-storage';

const ops = {
  area: 'ops',
  access: 'operator',
  alertOnError: true,
  namedBySpec: false,
} as const;

/** The provider's staff actions, guarded by the operator key (header x-operator-key). */
export const OPS_ENDPOINTS = {
  verifications: endpoint<Page<OpsVerificationRow>>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/verifications',
    summary: 'Identity verifications waiting for review',
    input: 'query',
    fields: { ...PAGING_FIELDS },
    data: 'Page<OpsVerificationRow>',
  }),
  approveVerification: endpoint<OpsDecisionData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/approve-verification',
    summary: 'Passes the identity review of a merchant',
    input: 'body',
    fields: { customer_id: integer(undefined, true) },
    data: 'OpsDecisionData',
  }),
  rejectVerification: endpoint<OpsDecisionData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/reject-verification',
    summary: 'Fails the identity review with a reason the merchant sees',
    input: 'body',
    fields: {
      customer_id: integer(undefined, true),
      reason: requiredText('at most 200 characters'),
    },
    data: 'OpsDecisionData',
  }),
  warehouseApplications: endpoint<Page<WarehouseApplication & { readonly customer_id: number }>>({
    ...ops,
    method: 'GET',
    path: '/merchant/api-ops/warehouse-applications',
    summary: 'Warehouse applications waiting for a decision',
    input: 'query',
    fields: { ...PAGING_FIELDS },
    data: 'Page<WarehouseApplication>',
  }),
  approveWarehouse: endpoint<OpsDecisionData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/approve-warehouse',
    summary: 'Approves a warehouse application; a topped-up merchant becomes active',
    input: 'body',
    fields: { application_id: integer(undefined, true) },
    data: 'OpsDecisionData',
  }),
  rejectWarehouse: endpoint<OpsDecisionData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/reject-warehouse',
    summary: 'Does not approve a warehouse application, with a reason',
    input: 'body',
    fields: { application_id: integer(undefined, true), reason: requiredText() },
    data: 'OpsDecisionData',
  }),
  confirmTopUp: endpoint<OpsTopUpData>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/confirm-top-up',
    summary: 'Credits a received payment through a ledger row; a passed merchant becomes topped up',
    input: 'body',
    fields: {
      customer_id: integer(undefined, true),
      amount: requiredText('decimal, at most 2 decimals, in the account currency'),
      reference: text('the payment reference'),
    },
    data: 'OpsTopUpData',
  }),
  publishNews: endpoint<{ readonly id: number }>({
    ...ops,
    method: 'POST',
    path: '/merchant/api-ops/publish-news',
    summary: 'Publishes a notice to every merchant',
    input: 'body',
    fields: {
      title: requiredText('at most 200 characters'),
      title_cn: requiredText('at most 200 characters'),
      href: text('link target (http or https); makes the notice a link'),
      href_cn: text('link target for zh'),
    },
    data: '{ id: number }',
  }),
  ...EXCHANGE_RATE_OPS_ENDPOINTS,
  ...STORAGE_OPS_ENDPOINTS,
} as const;

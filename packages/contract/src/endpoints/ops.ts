import { Type } from 'typebox';
import { WarehouseApplicationSchema } from '../data/customer';
import { OpsDecisionDataSchema, OpsTopUpDataSchema, OpsVerificationRowSchema } from '../data/ops';
import { endpoint } from '../endpoint';
import { requiredInteger, requiredText, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { CAPTCHA_OPS_ENDPOINTS } from './ops-captcha';
import { EXCHANGE_RATE_OPS_ENDPOINTS } from './ops-rates';
import { ORDER_OPS_ENDPOINTS } from './ops-orders';
import { STORAGE_OPS_ENDPOINTS } from './ops-storage';
import { RECHARGE_OPS_ENDPOINTS } from './ops-recharge';
import { BILLING_OPS_ENDPOINTS } from './ops-billing';

import { OPS_ROUTES } from '../routes/ops';

/** The provider's staff actions, guarded by the operator key (header x-operator-key). */
export const OPS_ENDPOINTS = {
  verifications: endpoint(OPS_ROUTES.verifications, {
    summary: 'Identity verifications waiting for review',
    request: Type.Object({ ...PAGING_FIELDS }),
    response: PageSchema(OpsVerificationRowSchema),
  }),
  approveVerification: endpoint(OPS_ROUTES.approveVerification, {
    summary: 'Passes the identity review of a merchant',
    request: Type.Object({ customer_id: requiredInteger() }),
    response: OpsDecisionDataSchema,
  }),
  rejectVerification: endpoint(OPS_ROUTES.rejectVerification, {
    summary: 'Fails the identity review with a reason the merchant sees',
    request: Type.Object({
      customer_id: requiredInteger(),
      reason: requiredText('at most 200 characters'),
    }),
    response: OpsDecisionDataSchema,
  }),
  warehouseApplications: endpoint(OPS_ROUTES.warehouseApplications, {
    summary: 'Warehouse applications waiting for a decision',
    request: Type.Object({ ...PAGING_FIELDS }),
    response: PageSchema(
      Type.Object({ ...WarehouseApplicationSchema.properties, customer_id: Type.Integer() }),
    ),
  }),
  approveWarehouse: endpoint(OPS_ROUTES.approveWarehouse, {
    summary: 'Approves a warehouse application; a topped-up merchant becomes active',
    request: Type.Object({ application_id: requiredInteger() }),
    response: OpsDecisionDataSchema,
  }),
  rejectWarehouse: endpoint(OPS_ROUTES.rejectWarehouse, {
    summary: 'Does not approve a warehouse application, with a reason',
    request: Type.Object({ application_id: requiredInteger(), reason: requiredText() }),
    response: OpsDecisionDataSchema,
  }),
  confirmTopUp: endpoint(OPS_ROUTES.confirmTopUp, {
    summary:
      'Credits a received payment through a ledger row, once per reference; a passed merchant becomes topped up',
    request: Type.Object({
      customer_id: requiredInteger(),
      amount: requiredText('decimal, at most 2 decimals, in the account currency'),
      reference: requiredText(
        'the payment reference, at most 200 characters; a repeat with the same reference credits once',
      ),
    }),
    response: OpsTopUpDataSchema,
  }),
  publishNews: endpoint(OPS_ROUTES.publishNews, {
    summary: 'Publishes a notice to every merchant',
    request: Type.Object({
      title: requiredText('at most 200 characters'),
      title_cn: requiredText('at most 200 characters'),
      href: text('link target (http or https); makes the notice a link'),
      href_cn: text('link target for zh'),
    }),
    response: Type.Object({ id: Type.Integer() }),
  }),
  ...EXCHANGE_RATE_OPS_ENDPOINTS,
  ...CAPTCHA_OPS_ENDPOINTS,
  ...STORAGE_OPS_ENDPOINTS,
  ...RECHARGE_OPS_ENDPOINTS,
  ...BILLING_OPS_ENDPOINTS,
  ...ORDER_OPS_ENDPOINTS,
} as const;

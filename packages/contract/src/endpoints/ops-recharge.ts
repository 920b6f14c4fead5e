import { TOP_UP_STATUSES } from '@portal/domain';
import { Type } from 'typebox';
import { OpsTopUpRowSchema, TopUpDecisionDataSchema } from '../data/billing';
import { endpoint } from '../endpoint';
import { defaulted, oneOf, requiredInteger, requiredText } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { RECHARGE_OPS_ROUTES } from '../routes/ops-recharge';

/** The provider's top-up decisions (merged into OPS_ENDPOINTS). */
export const RECHARGE_OPS_ENDPOINTS = {
  topUps: endpoint(RECHARGE_OPS_ROUTES.topUps, {
    summary: 'Top-up requests of every merchant by status (default pending), oldest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: defaulted(oneOf(TOP_UP_STATUSES, 'a top-up status'), 'pending'),
    }),
    response: PageSchema(OpsTopUpRowSchema),
  }),
  creditTopUp: endpoint(RECHARGE_OPS_ROUTES.creditTopUp, {
    summary:
      'Credits a pending top-up through the ledger once (its id is the reference; a repeat answers the first credit) and deducts orders waiting for funds',
    request: Type.Object({ top_up_id: requiredInteger() }),
    response: TopUpDecisionDataSchema,
  }),
  rejectTopUp: endpoint(RECHARGE_OPS_ROUTES.rejectTopUp, {
    summary: 'Rejects a pending top-up with a reason the merchant sees',
    request: Type.Object({
      top_up_id: requiredInteger(),
      reason: requiredText('at most 200 characters'),
    }),
    response: TopUpDecisionDataSchema,
  }),
} as const;

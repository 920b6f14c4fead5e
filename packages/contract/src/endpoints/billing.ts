import { Type } from 'typebox';
import { OverdueAmountDataSchema, OverdueProductRowSchema } from '../data/overdue';
import { endpoint } from '../endpoint';
import { defaulted, oneOf, optionalInteger } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { BILLING_ROUTES } from '../routes/billing';

/** The merchant's overdue lists (issue 14, /overdueAmount and /overdueProduct). */
export const BILLING_ENDPOINTS = {
  overdueAmounts: endpoint(BILLING_ROUTES.overdueAmounts, {
    summary:
      'Charges of billing dates the balance did not cover (owed, oldest first), the total owed and the orders waiting for funds; a top-up settles them at the next billing pass',
    request: Type.Object({ ...PAGING_FIELDS }),
    response: OverdueAmountDataSchema,
  }),
  overdueProducts: endpoint(BILLING_ROUTES.overdueProducts, {
    summary:
      "Products on the shelf with their units by age tier; 'overdue' keeps those with units past day 180",
    request: Type.Object({
      ...PAGING_FIELDS,
      warehouse_id: optionalInteger('a warehouse of the merchant'),
      tier: defaulted(oneOf(['all', 'overdue'] as const, 'all or only overdue stock'), 'all'),
    }),
    response: PageSchema(OverdueProductRowSchema),
  }),
} as const;

import { Type } from 'typebox';
import { BillingPassDataSchema } from '../data/overdue';
import { endpoint } from '../endpoint';
import { text } from '../schemas/kit';
import { BILLING_OPS_ROUTES } from '../routes/ops-billing';

/** The operator runs the billing job now (merged into OPS_ENDPOINTS). */
export const BILLING_OPS_ENDPOINTS = {
  runBilling: endpoint(BILLING_OPS_ROUTES.runBilling, {
    summary:
      'Runs one pass of the billing job now (it also runs inside the server every minute); at= bills as of another time and is refused unless the server runs with PORTAL_TEST_CLOCK=1',
    request: Type.Object({ at: text('ISO time; only with the test clock') }),
    response: BillingPassDataSchema,
  }),
} as const;

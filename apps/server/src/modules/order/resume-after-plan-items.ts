import type { ResumeOrdersAfterPlanItems } from '../plan/extra-purchase';
import { resumeWaitingOrders } from './fulfilment';

/**
 * What a purchase of plan-items calls in its transaction (the plan module's port): the merchant's
 * waiting orders are retried by priority, then oldest first, through the one resume the top-up
 * also uses, so an order short of plan-items resumes as soon as that resume knows the reason.
 */
export const resumeOrdersAfterPlanItems: ResumeOrdersAfterPlanItems = async (
  trx,
  customerId,
  now,
) => (await resumeWaitingOrders(trx, customerId, now)).length;

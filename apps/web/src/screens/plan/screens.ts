import { storageScreen } from '../../i18n/area-texts';
import { loadOrderTexts } from '../order/screens';
import type { LazyScreen } from '../../routing/lazy-screen';

/** The plan and recharge screens by route name; their texts ride with the storage texts' chunk. */
export const BILLING_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'account.plan.list': storageScreen(() => import('./PlanListScreen')),
  'account.plan.log': storageScreen(() => import('./PlanLogScreen')),
  'account.warehouse.recharge': storageScreen(() => import('../recharge/RechargeScreen')),
  // the waybill query names order statuses, whose texts ride with the order screens' chunk
  'account.warehouse.order': storageScreen(
    () => import('../recharge/OrderChargesScreen'),
    loadOrderTexts,
  ),
  'account.warehouse.notActivated': storageScreen(
    () => import('../warehouse/WarehouseApplicationsScreen'),
  ),
};

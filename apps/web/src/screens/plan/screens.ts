import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/screen-registry';

/** The plan and recharge screens by route name; their texts ride with the storage texts' chunk. */
export const BILLING_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'account.plan.list': storageScreen(() => import('./PlanListScreen')),
  'account.plan.log': storageScreen(() => import('./PlanLogScreen')),
  'account.warehouse.recharge': storageScreen(() => import('../recharge/RechargeScreen')),
  'account.warehouse.order': storageScreen(() => import('../recharge/OrderChargesScreen')),
  'account.warehouse.notActivated': storageScreen(
    () => import('../warehouse/WarehouseApplicationsScreen'),
  ),
};

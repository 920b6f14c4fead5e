import type { ComponentType } from 'react';
import { lazy } from 'react';
import { addAreaTexts } from '../../i18n/i18n';
import type { LazyScreen } from '../../routing/lazy-screen';

let orderTexts: Promise<void> | undefined;

/** Loads the order screens' texts once (their own chunk) into every i18n instance. */
export function loadOrderTexts(): Promise<void> {
  orderTexts ??= import('@portal/i18n/order-texts').then((texts) =>
    addAreaTexts({ en: texts.enOrders, zh: texts.zhOrders }),
  );
  return orderTexts;
}

/** An order screen's lazy chunk that renders only once the order texts are there too. */
const orderScreen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadOrderTexts()]).then(([screen]) => screen));

/** The order.* screens by route name, each its own lazily loaded chunk. */
export const ORDER_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'order.list': orderScreen(() => import('./OrderListScreen')),
  'order.create': orderScreen(() => import('./OrderFormScreen')),
  'order.edit': orderScreen(() => import('./OrderFormScreen')),
  'order.view': orderScreen(() => import('./OrderViewScreen')),
  'order.list.entryDetails': orderScreen(() => import('./OrderEntriesScreen')),
};

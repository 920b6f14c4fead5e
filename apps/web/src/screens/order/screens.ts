import { textArea } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const orderArea = textArea(() =>
  import('@portal/i18n/order-texts').then((texts) => ({ en: texts.enOrders, zh: texts.zhOrders })),
);

/** Loads the order screens' texts once (their own chunk) into every i18n instance. */
export const loadOrderTexts = orderArea.load;

/** An order screen's lazy chunk that renders only once the order texts are there too. */
export const orderScreen = orderArea.chunk;

/** The order.* screens by route name, each its own lazily loaded chunk. */
export const ORDER_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'order.list': orderScreen(() => import('./OrderListScreen')),
  'order.create': orderScreen(() => import('./OrderFormScreen')),
  'order.edit': orderScreen(() => import('./OrderFormScreen')),
  'order.view': orderScreen(() => import('./OrderViewScreen')),
  'order.list.entryDetails': orderScreen(() => import('./OrderEntriesScreen')),
};

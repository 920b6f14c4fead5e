import type { CatalogSection } from '../../types';

/**
 * The dashboard's chart texts (en): they ride with the order screens' texts (order-texts.ts),
 * which the dashboard loads with its figures for the order statuses it draws.
 */
export const ordersDashboard: CatalogSection = {
  UI: {
    ORDER: {
      DASHBOARD: {
        FIGURES_AS_TABLES: 'Figures as tables',
        ORDERS: 'Orders',
        ORDERS_PER_DAY: 'Orders per day',
        DAY: 'Day',
        CHANNEL: 'Logistics channel',
        REASON: 'Reason',
        SKU: 'SKU',
        UNITS_SHORT: 'Units short',
        STOCK_OUT_NOTE:
          'Units that orders waiting for stock need beyond what the warehouse has available',
        DATE: 'Date',
        MOVEMENT: 'Movement',
        AMOUNT: 'Amount',
        LATEST_ORDERS: 'Latest orders',
      },
    },
  },
};

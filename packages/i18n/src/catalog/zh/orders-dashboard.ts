import type { CatalogSection } from '../../types';

/**
 * The dashboard's chart texts (zh): they ride with the order screens' texts (order-texts.ts),
 * which the dashboard loads with its figures for the order statuses it draws.
 */
export const ordersDashboard: CatalogSection = {
  UI: {
    ORDER: {
      DASHBOARD: {
        FIGURES_AS_TABLES: '以表格显示数字',
        ORDERS: '订单数',
        ORDERS_PER_DAY: '每日订单数',
        DAY: '日期',
        CHANNEL: '物流渠道',
        REASON: '原因',
        SKU: 'SKU',
        UNITS_SHORT: '缺货件数',
        STOCK_OUT_NOTE: '等待库存的订单所需、超出仓库可用库存的件数',
        DATE: '日期',
        MOVEMENT: '类型',
        AMOUNT: '金额',
        LATEST_ORDERS: '最新订单',
      },
    },
  },
};

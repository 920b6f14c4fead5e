import type { CatalogSection } from '../../types';

/** The server's messages of the outbound order area (zh); the screens' texts are the web's. */
export const ordersServer: CatalogSection = {
  SERVER: {
    ORDER_UNKNOWN: '没有这个订单',
    ORDER_SAVED: '订单已保存',
    ORDER_SUBMITTED: '订单已提交：库存已预留，费用已扣除',
    ORDER_ABNORMAL: '订单已提交但异常：等待库存、计划件数、资金或地址更正',
    ORDER_CANCELLED: '订单已取消',
    ORDER_INTERCEPT_REQUESTED: '已申请拦截，仓库将接受或拒绝',
    ORDER_INTERCEPT_PENDING: '该订单已有拦截申请在等待仓库处理',
    ORDER_NO_INTERCEPT_REQUEST: '该订单没有待处理的拦截申请',
    ORDER_REFERENCE_TAKEN: '参考号 {{reference}} 已被其他订单使用',
    ORDER_NOT_PACKING_MATERIAL: '{{sku}} 不是可用的包材',
    ORDER_SERVICE_UNKNOWN: '没有增值服务 {{code}}',
    ORDER_CHARGED: '库存已预留，已用计划件数 {{items}}，已扣费 {{amount}} 元',
    ORDER_ADDRESS_CORRECTED: '地址已更正，订单重新处理中',
    ORDER_NOT_ADDRESS_ABNORMAL: '只有等待地址更正的异常订单才能更正地址',
    ORDER_COUNTRY_KEPT:
      '国家须保持为 {{country}}：订单按该国家报价（如需寄往其他国家，请取消后重新提交）',
    ORDER_TRACKING: '已发货，跟踪号 {{tracking}}',
    RATE_CARD_SAVED: '运价表已保存',
    RATE_CARD_MAX_BELOW_FIRST: '最大重量不能小于首重',
    ORDER_COLUMN_ORDER_NO: '订单号',
    ORDER_COLUMN_REFERENCE_NO: '参考号',
    ORDER_COLUMN_PLATFORM_ORDER_NO: '平台订单号',
    ORDER_COLUMN_STATUS: '状态',
    ORDER_COLUMN_WAREHOUSE: '仓库',
    ORDER_COLUMN_SHIPPING_METHOD: '运输方式',
    ORDER_COLUMN_TRACKING_NO: '跟踪号',
    ORDER_COLUMN_COUNTRY: '国家',
    ORDER_COLUMN_RECIPIENT: '收件人',
    ORDER_COLUMN_QUANTITY: '数量',
    ORDER_COLUMN_CHARGED: '已扣费（人民币）',
    ORDER_COLUMN_CREATED_AT: '创建时间',
  },
};

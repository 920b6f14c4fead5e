import type { CatalogSection } from '../../types';

/** Texts of the billing job and the overdue lists (/overdueAmount, /overdueProduct) (zh). */
export const billingCycle: CatalogSection = {
  SERVER: {
    BILLING_RAN: '计费任务已运行',
    BILLING_TEST_CLOCK_OFF: '按其他时间计费需要测试时钟（PORTAL_TEST_CLOCK=1）',
    BILLING_AT_INVALID: '计费时间不是 ISO 日期',
  },
  MAIL: {
    OWED_NOTICE: '您已欠费 {{amount}}：请充值以结清欠款',
    OWED_SUBJECT: '欠费提醒：{{amount}}',
    OWED_TEXT:
      '{{name}}，您好：\n\n登录名 {{username}} 在 {{date}}（UTC）的计费未能从余额中全额扣除：您共欠费 {{amount}}。\n\n请充值（账户 > 充值）；欠款将在下次计费时从余额中按先后顺序扣除。欠费明细见“欠费金额”页面。',
  },
  UI: {
    OVERDUE: {
      AMOUNT_TITLE: '欠费金额',
      PRODUCT_TITLE: '超期产品',
      BALANCE: '余额',
      OWED: '欠费金额',
      ARREARS_ORDERS: '待付款订单',
      HOW_TO_PAY: '充值后，欠费会在下一次计费时按先欠先还从余额中扣除。',
      RECHARGE: '充值',
      SEE_ORDERS: '查看待付款订单',
      KIND: '费用',
      KIND_RENEWAL: '套餐续费',
      KIND_STORAGE_PAST_PLAN: '超出套餐的仓储费',
      KIND_INSURANCE: '仓储保险',
      CYCLE: '计费期数',
      WAREHOUSE: '仓库',
      AMOUNT: '金额',
      DUE_AT: '计费日期',
      NONE_OWED: '没有欠费。',
      LOAD_FAILED: '无法加载欠费列表。',
      SKU: 'SKU',
      PRODUCT: '产品',
      ON_HAND: '在库',
      UNITS_NORMAL: '180 天以内（100%）',
      UNITS_DOUBLE: '181-360 天（200%）',
      UNITS_QUADRUPLE: '超过 360 天（400%）',
      OLDEST_AGE: '最长库龄（天）',
      SHOW: '显示',
      SHOW_ALL: '全部库存',
      SHOW_OVERDUE: '仅超过 180 天的库存',
      TIERS_HINT: '超出套餐的仓储按库龄收费：180 天以内 100%，第 181 天起 200%，第 361 天起 400%。',
      NO_PRODUCTS: '没有在库库存。',
    },
  },
};

import type { CatalogSection } from '../../types';

/** Extra purchases and the account's money screens (zh). */
export const accountMoney: CatalogSection = {
  SERVER: {
    EXTRA_PURCHASED: '加购费用已从余额扣除',
    EXTRA_PURCHASE_REQUEST_REUSED: '该加购请求已用于另一笔加购，本次未扣费',
  },
  PLAN: {
    EXTRA_INSUFFICIENT_BALANCE: '余额不足以支付加购费用，请先充值',
  },
  UI: {
    RECHARGE: { AMOUNT_SIGNED: '金额（+ 入账，- 出账）', CURRENCY: '币种' },
    WAREHOUSE_APPLY: {
      TITLE: '未开通仓库',
      HINT: '申请开通服务商的其他仓库；审核通过后会出现在仓库选择中。',
      WAREHOUSE: '仓库',
      STATUS: '申请状态',
      STATUS_NONE: '未申请',
      STATUS_PENDING: '审核中',
      STATUS_APPROVED: '已通过',
      STATUS_NOT_APPROVED: '未通过',
      REASON: '原因',
      APPLIED_AT: '申请时间',
      ACTION: '操作',
      APPLY: '申请',
      REAPPLY: '重新申请',
      APPLY_FAILED: '申请未能提交。',
      LOAD_FAILED: '仓库列表加载失败。',
    },
    EXTRA: {
      OFFER: '加购',
      SHORT_SKUS: 'SKU 数超出套餐 {{count}} 个',
      SHORT_ITEMS: '计划件数超出套餐 {{count}} 件',
      TITLE: '{{warehouse}} 加购',
      SKUS: '加购 SKU 数',
      ITEMS: '加购计划件数',
      FEE: '费用：{{fee}}，立即从余额（{{balance}}）扣除',
      HINT: '加购在套餐于下一个计费日续期前有效。',
      CONFIRM: '确认从余额支付 {{fee}}，加购 {{skus}} 个 SKU 和 {{items}} 个计划件数？',
      BUY: '支付并加购',
      EXTRAS: '本周期已加购：{{skus}} 个 SKU，{{items}} 个计划件数',
      LOG_ACTION: '加购',
      RESUMED: '已恢复 {{count}} 个等待计划件数的订单',
    },
  },
};

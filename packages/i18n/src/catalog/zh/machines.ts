import type { CatalogSection } from '../../types';

/** machines messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const machines: CatalogSection = {
  PRODUCT: {
    INVALID_TRANSITION: '该产品{{from}}，不能{{event}}',
    SKU_QUOTA_EXCEEDED: '套餐 SKU 数量已用完，SKU 激活失败',
  },
  ASN: { INVALID_TRANSITION: '该入库单{{from}}，不能{{event}}' },
  RMA: { INVALID_TRANSITION: '该退货单{{from}}，不能{{event}}' },
  TRANSITION_WORDS: {
    PRODUCT: {
      STATUS: {
        draft: '为草稿',
        pending_approval: '待审核',
        rejected: '已驳回',
        active: '已激活',
        inactive: '已停用',
        deleted: '已删除',
      },
      EVENT: {
        submit: '提交',
        approve: '审核通过',
        reject: '驳回',
        activate: '激活',
        deactivate: '停用',
        moveToDraft: '退回草稿',
        delete: '删除',
        edit: '编辑',
      },
    },
    ASN: {
      STATUS: {
        draft: '为草稿',
        pending_approval: '待审核',
        awaiting_arrival: '待到货',
        processing: '收货中',
        finished: '已完成',
        rejected: '已驳回',
        deleted: '已删除',
      },
      EVENT: {
        submit: '提交',
        approve: '审核通过',
        reject: '驳回',
        arrive: '标记到货',
        receive: '收货',
        finish: '完结',
        moveToDraft: '退回草稿',
        delete: '删除',
        edit: '编辑',
      },
    },
    RMA: {
      STATUS: { draft: '为草稿', awaiting_arrival: '待到货', processed: '已处理' },
      EVENT: { submit: '提交', process: '处理', edit: '编辑' },
    },
  },
  ORDER: {
    TRACKING_NOT_ACCEPTED:
      '状态为 {{status}} 的订单不能填写自有面单跟踪号(仅已提交且未发货的订单可以)',
    INVALID_TRANSITION: '状态为 {{from}} 的订单不能执行 {{event}} 操作',
    NOT_EDITABLE: '订单提交后不能编辑，请先拦截或取消订单，再重新提交',
    CANCEL_TOO_LATE: '该订单等待的库存、余额或套餐件数已到位，不能再取消，请改为拦截',
    INTERCEPT_FAILED: '仓库未能拦截该订单',
  },
  ORDER_ABNORMAL: {
    INSUFFICIENT_STOCK: '库存不足',
    INSUFFICIENT_FUND: '余额不足',
    INSUFFICIENT_PLAN_ITEMS: '套餐件数不足',
    ADDRESS_ABNORMAL: '地址异常',
  },
  ORDER_STOP_REASON: {
    CLIENT_CANCELLED: '客户取消',
    FRAUDULENT_CUSTOMER: '欺诈客户',
    EDIT_ORDER_INFORMATION: '修改订单信息',
    OTHER: '其他',
  },
  PLAN: {
    INVALID_TRANSITION: '状态为 {{from}} 的套餐不能执行 {{event}} 操作',
    INSUFFICIENT_BALANCE: '余额不足，无法支付套餐费用，请先充值',
  },
  ORDER_UPLOAD: {
    INVALID_TRANSITION: '状态为 {{from}} 的上传记录不能执行 {{event}} 操作',
  },
  TOP_UP: { INVALID_TRANSITION: '状态为 {{from}} 的充值申请不能执行 {{event}} 操作' },
  WAREHOUSE_APPLICATION: {
    INVALID_TRANSITION: '状态为 {{from}} 的仓库申请不能执行 {{event}} 操作',
  },
  API_CERTIFICATE: { INVALID_TRANSITION: '状态为 {{from}} 的 API 证书不能执行 {{event}} 操作' },
  ADD_ON_RULE: { INVALID_TRANSITION: '状态为 {{from}} 的增值服务规则不能执行 {{event}} 操作' },
  REVIEW: { INVALID_TRANSITION: '状态为 {{from}} 的审核记录不能执行 {{event}} 操作' },
  STATUS: { UNKNOWN: '{{entity}} 的已存状态 {{status}} 无法识别' },
  STOCK: {
    RECEIVED_ABOVE_QUANTITY: '收货数量将超过预报的 {{quantity}}',
    NEGATIVE: '库存 {{figure}} 将小于零',
  },
};

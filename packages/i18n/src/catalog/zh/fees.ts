import type { CatalogSection } from '../../types';

/** fees messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const fees: CatalogSection = {
  MONEY: {
    CURRENCY_MISMATCH: '{{expected}} 与 {{actual}} 的金额需先换算才能合并计算',
    NOT_MINOR_UNITS: '金额 {{amount}} 不是有效范围内的最小货币单位整数',
    INVALID_RATE: '费率或汇率 {{rate}} 不是有效的小数',
    UNKNOWN_CURRENCY: '本平台不支持币种 {{currency}}',
    SAME_CURRENCY_RATE: '{{currency}} 兑自身的汇率恒为 1，无需设置',
  },
  FEE: {
    RATE_UNAVAILABLE: '暂无 {{from}} 兑 {{to}} 的汇率',
    PREPAID_DUTY_UNAVAILABLE: '渠道 {{channel}} 寄往 {{country}} 暂不支持预付关税',
    CHANNEL_WEIGHT_CAP_EXCEEDED: '计费重量 {{chargeableKg}} kg 超过该渠道 {{capKg}} kg 的上限',
    INVALID_MEASURE: '{{field}} 的数值无效',
  },
  PARCEL: {
    LABEL_TOO_LARGE: '面单尺寸不能超过 {{long}} x {{short}} cm',
    BOX_SURFACE_TOO_SMALL: '箱子至少需要有一个 {{long}} x {{short}} cm 的面',
  },
};

import type { CatalogSection } from '../../types';

/** 收件人地址规则（依据 Google 地址元数据）(zh)。 */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: '邮编 {{postcode}} 在 {{country}} 未被使用。',
    POSTCODE_OUTSIDE_REGION: '{{country}} 的邮编须以 {{prefixes}} 开头。',
    STATE_REQUIRED: '{{country}} 的地址须填写州/省。',
    STATE_UNKNOWN: '{{state}} 不是 {{country}} 的州/省。',
    STATE_POSTCODE_MISMATCH: '州/省 {{state}} 与邮编 {{postcode}} 不一致，请检查这两项。',
    STATE_POSTCODE_OTHER_REGION:
      '邮编 {{postcode}} 属于 {{region}}，不属于州/省 {{state}}，请检查州/省和邮编。',
    TERRITORY_AS_COUNTRY: '{{region}} 是单独的目的地，请将国家选为 {{country}}。',
  },
  UI: {
    ORDER_PACKING: {
      NONE: '商品中未找到包材：请在上方按 SKU 搜索。',
      SKU: '包材 {{n}}',
      CHOOSE: '请选择包材',
      QUANTITY: '包材 {{n}} 的数量',
      REMOVE: '删除包材 {{n}}',
      ADD: '添加包材',
    },
    RECIPIENT: {
      NO_POSTCODE: '{{country}} 不使用邮编，无需填写。',
    },
  },
};

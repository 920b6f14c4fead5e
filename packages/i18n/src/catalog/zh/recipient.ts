import type { CatalogSection } from '../../types';

/** 收件人地址规则（依据 Google 地址元数据）(zh)。 */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: '邮编 {{postcode}} 在 {{country}} 未被使用。',
    POSTCODE_OUTSIDE_REGION: '{{country}} 的邮编须以 {{prefixes}} 开头。',
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

import type { CatalogSection } from '../../types';

/** 收件人地址规则（依据 Google 地址元数据）(zh)。 */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: '邮编 {{postcode}} 在 {{country}} 未被使用。',
    POSTCODE_OUTSIDE_REGION: '{{country}} 的邮编须以 {{prefixes}} 开头。',
  },
  UI: {
    RECIPIENT: {
      NO_POSTCODE: '{{country}} 不使用邮编，无需填写。',
    },
  },
};

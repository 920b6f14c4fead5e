import type { CatalogSection } from '../../types';

/** Texts of the storage area's services screens (zh); the server's messages live in server.ts. */
export const storageServices: CatalogSection = {
  UI: {
    SERVICES: {
      CODE: '服务代码',
      CODE_HINT: '例如 LABEL',
      FILTER: '筛选',
      SHOW_ALL: '显示全部服务',
      NAME: '服务',
      UNIT: '单位',
      PRICE: '价格',
      PRICE_PER_UNIT: '{{price}} / {{unit}}',
      EMPTY: '没有该代码的增值服务。',
    },
  },
};

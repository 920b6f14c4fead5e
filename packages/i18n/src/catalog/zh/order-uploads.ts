import type { CatalogSection } from '../../types';

/** 批量订单上传 (issue 13), zh: the upload machine, the template rules, the server's answers. */
export const orderUploads: CatalogSection = {
  ORDER_UPLOAD: {
    INVALID_TRANSITION: '状态为 {{from}} 的上传记录不能执行 {{event}} 操作',
  },
};

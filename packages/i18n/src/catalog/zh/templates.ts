import type { CatalogSection } from '../../types';

/** Upload template messages (zh): the checker and any reader of the order and product templates. */
export const templates: CatalogSection = {
  TEMPLATE: {
    UNREADABLE: '无法按 XLSX、XLS 或 CSV 表格读取该文件',
    TOO_LARGE: '该表格解压后的数据远超上传上限',
    HEADER_MISSING: '第一行必须是模板表头(至少包含 {{column}} 列)',
    NO_ROWS: '该表格没有数据行',
    TOO_MANY_ROWS: '每个文件最多 {{max}} 行',
    FLAG_INVALID: '{{column}} 列只能填写 1 或 0',
    ORDER_CELL_DIFFERS: '{{column}} 列与该订单第一行不一致:订单信息只需填写一次',
    ORDER_REFUSED: '该订单未通过:问题见第 {{row}} 行',
  },
};

import type { CatalogSection } from '../../types';

/** Upload template messages (zh): the checker and any reader of the order and product templates. */
export const templates: CatalogSection = {
  TEMPLATE: {
    UNREADABLE: '无法按 XLSX、XLS 或 CSV 表格读取该文件',
    TOO_LARGE: '该表格解压后的数据远超上传上限',
    TOO_MANY_CELLS: '该表格超过 {{max}} 个单元格：每次上传最多读取 {{rows}} 行、{{columns}} 列',
    HEADER_MISSING: '第一行必须是模板表头(至少包含 {{column}} 列)',
    NO_ROWS: '该表格没有数据行',
    TOO_MANY_ROWS: '每个文件最多 {{max}} 行',
    FLAG_INVALID: '{{column}} 列只能填写 1 或 0',
    ORDER_CELL_DIFFERS: '{{column}} 列与该订单第一行不一致:订单信息只需填写一次',
    ORDER_REFUSED: '该订单未通过:问题见第 {{row}} 行',
    TOO_MANY_ORDERS: '每个文件最多 {{max}} 个订单(此文件有 {{orders}} 个)',
    MAPPING_EMPTY: '映射至少需要一列',
    MAPPING_HEADING_REPEATED: '表头 {{heading}} 被映射了两次',
    MAPPING_FIELD_UNKNOWN: '模板没有字段 {{field}}',
    MAPPING_FIELD_REPEATED: '字段 {{field}} 被两个表头映射',
    TRACKING_ORDER_REPEATED: '该订单已在第 {{row}} 行',
  },
};

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
    MAPPING_SOURCE_UNKNOWN: '字段可取自一列、固定值、多列中第一个非空值或全名的一部分',
    MAPPING_LIST_TOO_LONG: '一个列表最多 {{max}} 项',
    MAPPING_MAP_UNKNOWN:
      '没有内置转换 {{map}}(可选 country、weight_kg、length_cm、amount 或 unquote)',
    MAPPING_UNIT_UNKNOWN: '该转换不支持单位 {{unit}}',
    MAPPING_HEADING_ABSENT: '此文件没有映射所读取的 {{heading}} 列:请换一个映射或调整映射',
    VALUE_NOT_COUNTRY: '{{column}} 列的值 {{value}} 既不是国家名称,也不是二字国家代码',
    VALUE_NOT_WEIGHT: '{{column}} 列的值 {{value}} 不是重量(例如 1.5 lb、12 oz、500 g 或 2 kg)',
    VALUE_NOT_LENGTH: '{{column}} 列的值 {{value}} 不是长度(例如 10 in、25 cm 或 250 mm)',
    VALUE_NOT_MAPPED: '{{column}} 列的值 {{value}} 在映射中没有对应值:请在映射中添加',
    VALUE_NOT_AMOUNT: '{{column}} 列的值 {{value}} 不是金额(例如 12.99 或 $1,234.50)',
    ROW_SKIPPED_EMPTY: '未导入:{{column}} 列为空',
    ROW_SKIPPED_VALUE: '未导入:{{column}} 列为 {{value}}',
  },
};

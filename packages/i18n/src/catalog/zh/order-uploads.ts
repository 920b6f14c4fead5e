import type { CatalogSection } from '../../types';

/** 批量订单上传 (issue 13), zh: the upload machine, the template rules, the server's answers. */
export const orderUploads: CatalogSection = {
  SERVER: {
    ORDER_UPLOAD_DONE:
      '上传已检查:创建订单 {{created}} 个,错误行 {{errors}} 行,跳过 {{skipped}} 行',
    ORDER_UPLOAD_REPEATED: '该文件已上传过({{file}}):没有重复导入',
    ORDER_UPLOAD_UNKNOWN: '上传记录不存在',
    ORDER_UPLOAD_NOT_ERROR_ROW: '第 {{row}} 行不是错误行:只有错误行可以修改、提交或删除',
    ORDER_UPLOAD_ROW_UNKNOWN: '该上传没有第 {{row}} 行',
    ORDER_UPLOAD_ROWS_INVALID: '请填写以逗号分隔的行号',
    ORDER_UPLOAD_CELLS_INVALID: '修改后的行必须是模板字段的 JSON 对象',
    ORDER_UPLOAD_REFERENCE_SKIPPED: '已导入过:参考号为 {{reference}} 的订单已存在',
    ORDER_UPLOAD_DELETED: '上传记录已删除:其未提交的订单已隐藏,恢复后重新显示',
    ORDER_UPLOAD_RESTORED: '上传记录及其订单已恢复',
    ORDER_UPLOAD_IS_DELETED: '该上传记录已删除:请先恢复',
    ORDER_UPLOAD_NOT_DELETED: '该上传记录未删除',
    ORDER_UPLOAD_RESTORE_TOO_LATE: '该上传的订单 {{order}} 已不是草稿:无法恢复',
    ORDER_UPLOAD_NO_ERROR_ROWS: '该上传没有错误行',
    ORDER_UPLOAD_ERROR_COLUMN: '错误信息',
    ORDER_UPLOAD_ROWS_SAVED: '创建订单 {{created}} 个,仍有错误 {{errors}} 行',
    ORDER_UPLOAD_ROWS_DELETED: '已删除错误行 {{rows}} 行',
    ORDER_UPLOAD_SUBMIT_REFUSED: '订单已创建但未提交:{{reason}}',
    ORDER_UPLOAD_MAPPING_UNKNOWN: '列映射不存在',
    ORDER_UPLOAD_MAPPING_SAVED: '列映射已保存',
    ORDER_UPLOAD_MAPPING_INVALID: '列映射必须是 { heading, field } 的 JSON 列表',
    ORDER_UPLOAD_FIELDS_INVALID: '上传选项无效:{{field}}',
    ORDER_TRACKING_ORDER_UNKNOWN: '您没有订单 {{order}}',
    ORDER_TRACKING_SET: '自有面单跟踪号 {{tracking}}({{carrier}})',
    ORDER_TRACKING_DONE: '已为 {{created}} 个订单设置跟踪号,错误 {{errors}} 行',
  },
};

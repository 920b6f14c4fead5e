import type { CatalogSection } from '../../types';

/** The command-line checker's own lines (zh); the problems themselves are the domain's codes. */
export const checker: CatalogSection = {
  CHECKER: {
    USAGE:
      '用法: portal-check orders|products 文件 [--lang en|zh] [--json] [--mapping 映射.json | --preset 预设名]\n按门户上传的全部规则检查订单或产品文件(XLSX、XLS 或 CSV);平台导出的订单文件按映射或预设读取。\n退出码: 0 文件可完整导入, 1 有行未通过, 2 无法读取文件。',
    FILE_MISSING: '无法打开 {{file}}',
    REFUSED: '{{file}}: {{reason}}',
    SUMMARY: '{{file}}: 已检查 {{rows}} 行, {{failed}} 行未通过',
    ROW: '第 {{row}} 行 ({{key}}):',
    CLEAN: '所有行均可导入。',
    SUMMARY_SKIPPED: '{{file}}: 已检查 {{rows}} 行, {{failed}} 行未通过, {{skipped}} 行未导入',
    PRESET_UNKNOWN: '没有预设 {{preset}};可用预设为 {{presets}}',
    MAPPING_UNREADABLE: '{{file}} 不是映射:应为含字段规则(fields、skip)的 JSON,或表头与字段的列表',
    MAPPING_INVALID: '映射 {{file}} 在 {{field}} 处无效:{{reason}}',
  },
};

import type { CatalogSection } from '../../types';

/** The command-line checker's own lines (zh); the problems themselves are the domain's codes. */
export const checker: CatalogSection = {
  CHECKER: {
    USAGE:
      '用法: portal-check orders|products 文件 [--lang en|zh] [--json]\n按门户上传的全部规则检查订单或产品文件(XLSX、XLS 或 CSV)。\n退出码: 0 文件可完整导入, 1 有行未通过, 2 无法读取文件。',
    FILE_MISSING: '无法打开 {{file}}',
    REFUSED: '{{file}}: {{reason}}',
    SUMMARY: '{{file}}: 已检查 {{rows}} 行, {{failed}} 行未通过',
    ROW: '第 {{row}} 行 ({{key}}):',
    CLEAN: '所有行均可导入。',
  },
};

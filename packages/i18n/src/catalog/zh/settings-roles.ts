import type { CatalogSection } from '../../types';

/** 角色、子账号与权限拒绝 (zh)。 */
export const settingsRoles: CatalogSection = {
  ROLE: {
    PERMISSIONS_REQUIRED: '请至少选择一项权限',
    PERMISSION_UNKNOWN: '未知权限：{{tag}}',
    NAME_RESERVED: '该名称属于内置角色',
  },
  SERVER: {
    NO_PERMISSION: '您的角色无权执行此操作（{{area}}：{{action}}）',
    ROLE_NAME_TAKEN: '已存在同名角色',
    ROLE_IN_USE: '该角色正被 {{count}} 个子账号使用，不能删除',
    ROLE_NOT_FOUND: '角色不存在',
    ROLE_SAVED: '角色已保存',
    ROLE_DELETED: '角色已删除',
    SUB_ACCOUNT_NOT_FOUND: '子账号不存在',
    SUB_ACCOUNT_NAME_TAKEN: '已存在同名子账号',
    SUB_ACCOUNT_SAVED: '子账号已保存',
    SUB_ACCOUNT_DELETED: '子账号已删除',
    SUB_ACCOUNT_DISABLED: '子账号已停用，其登录会话已结束',
    SUB_ACCOUNT_ENABLED: '子账号已启用',
    SUB_ACCOUNT_LOGIN_DISABLED: '该子账号已停用',
  },
};

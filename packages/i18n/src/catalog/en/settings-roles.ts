import type { CatalogSection } from '../../types';

/** Roles, sub-accounts and permission refusals (en). */
export const settingsRoles: CatalogSection = {
  ROLE: {
    PERMISSIONS_REQUIRED: 'Please choose at least one permission',
    PERMISSION_UNKNOWN: 'Unknown permission: {{tag}}',
    NAME_RESERVED: 'This name belongs to a built-in role',
  },
  SERVER: {
    NO_PERMISSION: 'Your role does not allow this ({{area}}: {{action}})',
    ROLE_NAME_TAKEN: 'A role with this name already exists',
    ROLE_IN_USE: 'This role is used by {{count}} sub-account(s) and cannot be deleted',
    ROLE_NOT_FOUND: 'The role does not exist',
    ROLE_SAVED: 'The role is saved',
    ROLE_DELETED: 'The role is deleted',
    SUB_ACCOUNT_NOT_FOUND: 'The sub-account does not exist',
    SUB_ACCOUNT_NAME_TAKEN: 'A sub-account with this username already exists',
    SUB_ACCOUNT_SAVED: 'The sub-account is saved',
    SUB_ACCOUNT_DELETED: 'The sub-account is deleted',
    SUB_ACCOUNT_DISABLED: 'The sub-account is disabled; its sessions have ended',
    SUB_ACCOUNT_ENABLED: 'The sub-account is enabled',
    SUB_ACCOUNT_LOGIN_DISABLED: 'This sub-account is disabled',
  },
};

import { Type } from 'typebox';
import {
  CustomRoleSchema,
  RolesDataSchema,
  SubAccountListSchema,
  SubAccountRowSchema,
} from '../data/sub-accounts';
import { endpoint } from '../endpoint';
import { NullData, oneOf, optionalInteger, requiredInteger, text } from '../schemas/kit';
import { SUB_ACCOUNT_ROUTES } from '../routes/sub-accounts';

const idField = { id: requiredInteger() };

export const SUB_ACCOUNT_ENDPOINTS = {
  roles: endpoint(SUB_ACCOUNT_ROUTES.roles, {
    summary:
      'Custom roles with their permissions and how many sub-accounts hold each, the built-in roles, and the areas a permission can name',
    request: Type.Object({}),
    response: RolesDataSchema,
  }),
  roleSave: endpoint(SUB_ACCOUNT_ROUTES.roleSave, {
    summary:
      'Creates a custom role (no id) or edits one (id): name, description, permissions as comma-separated area:action tags',
    request: Type.Object({
      id: optionalInteger('absent to create'),
      name: text(),
      description: text(),
      permissions: text('comma-separated area:action tags'),
    }),
    response: CustomRoleSchema,
  }),
  roleDelete: endpoint(SUB_ACCOUNT_ROUTES.roleDelete, {
    summary: 'Deletes a custom role that no sub-account holds',
    request: Type.Object(idField),
    response: NullData,
  }),
  list: endpoint(SUB_ACCOUNT_ROUTES.list, {
    summary: 'The sub-accounts of the merchant with role and state',
    request: Type.Object({}),
    response: SubAccountListSchema,
  }),
  save: endpoint(SUB_ACCOUNT_ROUTES.save, {
    summary: 'Creates a sub-account (no id) or edits one (id; a blank password keeps the old one)',
    request: Type.Object({
      id: optionalInteger('absent to create'),
      username: text(),
      real_name: text(),
      role: text('super_admin, admin, operator, or custom with role_id'),
      role_id: optionalInteger('the custom role'),
      email: text(),
      phone: text(),
      password: text('required to create; blank on edit keeps the password'),
      password_confirmation: text(),
    }),
    response: SubAccountRowSchema,
  }),
  status: endpoint(SUB_ACCOUNT_ROUTES.status, {
    summary: 'Disables a sub-account (its sessions end, it cannot log in) or enables it',
    request: Type.Object({ ...idField, enabled: oneOf(['0', '1'] as const) }),
    response: SubAccountRowSchema,
  }),
  delete: endpoint(SUB_ACCOUNT_ROUTES.delete, {
    summary: 'Deletes a sub-account; its sessions end and its recorded actions keep its name',
    request: Type.Object(idField),
    response: NullData,
  }),
} as const;

import type { Static } from 'typebox';
import { Type } from 'typebox';
import { BUILT_IN_ROLES } from '@portal/domain';
import { list, nullable, oneOf } from '../schemas/kit';

export const CustomRoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  permissions: list(Type.String({ description: 'area:action, e.g. order:edit' })),
  sub_accounts: Type.Integer({ minimum: 0, description: 'sub-accounts holding it; >0 blocks deletion' }),
});
export type CustomRole = Static<typeof CustomRoleSchema>;

export const RolesDataSchema = Type.Object({
  built_in: list(oneOf(BUILT_IN_ROLES)),
  areas: list(Type.String({ description: 'the areas a permission can name, from the contract' })),
  custom: list(CustomRoleSchema),
});
export type RolesData = Static<typeof RolesDataSchema>;

export const SubAccountRowSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  real_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Type.String({ description: 'a built-in role name, or "custom"' }),
  role_id: nullable(Type.Integer()),
  role_name: Type.String({ description: 'what a person reads: the custom role name or the built-in key' }),
  enabled: Type.Boolean(),
  created_at: Type.String(),
});
export type SubAccountRow = Static<typeof SubAccountRowSchema>;

export const SubAccountListSchema = Type.Object({ list: list(SubAccountRowSchema) });
export type SubAccountList = Static<typeof SubAccountListSchema>;

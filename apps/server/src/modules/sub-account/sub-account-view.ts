import type { CustomRole, SubAccountRow } from '@portal/contract';
import { isoTime } from '../shared/iso-time';
import type { RoleRecord, SubAccountRecord } from './repository';

export const tagsOf = (stored: string): string[] => stored.split(',').filter((tag) => tag !== '');

export const roleView = (row: RoleRecord): CustomRole => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: tagsOf(row.permissions),
  sub_accounts: Number(row.holders ?? 0),
});

export const subAccountView = (row: SubAccountRecord): SubAccountRow => ({
  id: row.id,
  username: row.username,
  real_name: row.real_name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  role_id: row.role_id,
  role_name: row.role_name ?? row.role,
  enabled: row.disabled_at === null,
  created_at: isoTime(row.created_at),
});

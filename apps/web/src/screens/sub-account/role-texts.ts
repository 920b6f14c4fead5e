import type { BuiltInRole, PermissionAction } from '@portal/domain';
import type { TFunction } from 'i18next';

/** Each permission's catalog key (the grid's column headers). */
export const ACTION_KEYS: Readonly<Record<PermissionAction, string>> = {
  view: 'UI.ROLE.ACTION_VIEW',
  add: 'UI.ROLE.ACTION_ADD',
  edit: 'UI.ROLE.ACTION_EDIT',
  delete: 'UI.ROLE.ACTION_DELETE',
};

/** The built-in roles' names and what each may do, as catalog keys. */
export const BUILT_IN_KEYS: Readonly<Record<BuiltInRole, readonly [name: string, text: string]>> = {
  super_admin: ['UI.ROLE.BUILT_IN_SUPER_ADMIN', 'UI.ROLE.SUPER_ADMIN_TEXT'],
  admin: ['UI.ROLE.BUILT_IN_ADMIN', 'UI.ROLE.ADMIN_TEXT'],
  operator: ['UI.ROLE.BUILT_IN_OPERATOR', 'UI.ROLE.OPERATOR_TEXT'],
};

// the areas the contract names today; an area another part adds later shows by its key until named
const AREA_KEYS: Readonly<Record<string, string>> = {
  customer: 'UI.ROLE.AREA_CUSTOMER',
  dashboard: 'UI.ROLE.AREA_DASHBOARD',
  plan: 'UI.ROLE.AREA_PLAN',
  news: 'UI.ROLE.AREA_NEWS',
  product: 'UI.ROLE.AREA_PRODUCT',
  asn: 'UI.ROLE.AREA_ASN',
  inventory: 'UI.ROLE.AREA_INVENTORY',
  rma: 'UI.ROLE.AREA_RMA',
  warehouse: 'UI.ROLE.AREA_WAREHOUSE',
  recharge: 'UI.ROLE.AREA_RECHARGE',
  order: 'UI.ROLE.AREA_ORDER',
};

export const areaName = (area: string, t: TFunction): string => {
  const key = AREA_KEYS[area];
  return key === undefined ? area : t(key);
};

/** A built-in role's translated name; a custom role's own name otherwise. */
export function roleName(role: string, customName: string, t: TFunction): string {
  const keys = (BUILT_IN_KEYS as Readonly<Record<string, readonly [string, string]>>)[role];
  return keys === undefined ? customName : t(keys[0]);
}

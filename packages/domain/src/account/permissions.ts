import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { AccountFieldError } from './fields';
import { charLength, checkText, compact, fieldError } from './fields';

/** What a role may do in an area: the four permissions of spec section 6 (view plus add, edit, delete). */
export const PERMISSION_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The named roles of spec section 6; any other role of a sub-account is a custom one. */
export const BUILT_IN_ROLES = ['super_admin', 'admin', 'operator'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/**
 * The areas an operator works in day to day (goods in and out). The spec leaves the exact sets
 * open (section 6: "not shown"); ADR 0035 records this choice: an operator handles stock and
 * orders but not money, plans or account data, which it may only look at.
 */
export const OPERATOR_WORK_AREAS: readonly string[] = [
  'product',
  'asn',
  'rma',
  'inventory',
  'order',
  'warehouse',
];

/** A permission as the wire and the database carry it: `area:action`, e.g. `order:edit`. */
export type PermissionTag = `${string}:${PermissionAction}`;

export const permissionTag = (area: string, action: PermissionAction): PermissionTag =>
  `${area}:${action}`;

const isAction = (text: string): text is PermissionAction =>
  (PERMISSION_ACTIONS as readonly string[]).includes(text);

/** `area:action` split, or undefined for text that is no permission tag. */
export function parsePermissionTag(
  tag: string,
): { readonly area: string; readonly action: PermissionAction } | undefined {
  const at = tag.lastIndexOf(':');
  if (at <= 0) return undefined;
  const area = tag.slice(0, at);
  const action = tag.slice(at + 1);
  return isAction(action) && /^[A-Za-z][\w-]*$/.test(area) ? { area, action } : undefined;
}

/** A sub-account's role: a built-in one by name, or a custom one with the tags it grants. */
export type Role =
  | { readonly kind: 'built_in'; readonly name: BuiltInRole }
  | { readonly kind: 'custom'; readonly permissions: readonly string[] };

/** Whether a built-in role grants an action; total over every area, known or added later. */
function builtInMay(name: BuiltInRole, area: string, action: PermissionAction): boolean {
  switch (name) {
    case 'super_admin':
      return true;
    case 'admin':
      // everything but deleting: removing records stays with the super admin and the main account
      return action !== 'delete';
    case 'operator':
      return action === 'view' || (action !== 'delete' && OPERATOR_WORK_AREAS.includes(area));
  }
}

/** Whether a role may take an action in an area (the main account is not a role: it may do all). */
export function mayDo(role: Role, area: string, action: PermissionAction): boolean {
  if (role.kind === 'built_in') return builtInMay(role.name, area, action);
  return role.permissions.includes(permissionTag(area, action));
}

/** Every tag of the given areas with whether the role grants it: the user info's permission list. */
export function permissionList(
  role: Role,
  areas: readonly string[],
): { readonly tag: PermissionTag; readonly enabled: boolean }[] {
  return areas.flatMap((area) =>
    PERMISSION_ACTIONS.map((action) => ({
      tag: permissionTag(area, action),
      enabled: mayDo(role, area, action),
    })),
  );
}

export const ROLE_NAME_MAX_LENGTH = 50;
export const ROLE_DESCRIPTION_MAX_LENGTH = 200;

export const ROLE_CODES = {
  permissionsRequired: 'ROLE.PERMISSIONS_REQUIRED',
  permissionUnknown: 'ROLE.PERMISSION_UNKNOWN',
  nameReserved: 'ROLE.NAME_RESERVED',
  descriptionTooLong: 'ACCOUNT.TEXT_TOO_LONG',
} as const;
export const ROLE_MESSAGE_CODES: readonly string[] = [
  ROLE_CODES.permissionsRequired,
  ROLE_CODES.permissionUnknown,
  ROLE_CODES.nameReserved,
];

export interface RoleForm {
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly string[];
}

/**
 * A custom role: a name of 1-50 characters that is not a built-in role's, a description up to
 * 200, and at least one permission, each an `area:action` of an area the contract knows (the
 * caller passes them: the domain does not know the routes).
 */
export function validateRoleForm(
  form: RoleForm,
  knownAreas: readonly string[],
): Result<RoleForm, readonly AccountFieldError[]> {
  const name = form.name.trim();
  const unknown = form.permissions.find((tag) => {
    const parsed = parsePermissionTag(tag);
    return parsed === undefined || !knownAreas.includes(parsed.area);
  });
  const errors = compact([
    checkText('name', form.name, ROLE_NAME_MAX_LENGTH) ??
      ((BUILT_IN_ROLES as readonly string[]).includes(name.toLowerCase())
        ? fieldError('name', ROLE_CODES.nameReserved)
        : undefined),
    charLength(form.description) > ROLE_DESCRIPTION_MAX_LENGTH
      ? fieldError('description', ROLE_CODES.descriptionTooLong, {
          max: ROLE_DESCRIPTION_MAX_LENGTH,
        })
      : undefined,
    form.permissions.length === 0
      ? fieldError('permissions', ROLE_CODES.permissionsRequired)
      : unknown !== undefined
        ? fieldError('permissions', ROLE_CODES.permissionUnknown, { tag: unknown })
        : undefined,
  ]);
  return errors.length > 0
    ? err(errors)
    : ok({
        name,
        description: form.description.trim(),
        permissions: [...new Set(form.permissions)],
      });
}

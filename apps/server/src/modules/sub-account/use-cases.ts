import type { CustomRole, RolesData, SubAccountList, SubAccountRow } from '@portal/contract';
import { API_CODES, PERMISSION_AREAS } from '@portal/contract';
import { BUILT_IN_ROLES, message, validateRoleForm, validateSubAccount } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { hashPassword } from '../../security/passwords';
import {
  countRoleHolders,
  deleteRole,
  deleteSubAccount,
  findRole,
  findSubAccountRow,
  insertRole,
  insertSubAccount,
  listRoles,
  listSubAccounts,
  revokeSubAccountSessions,
  roleNamed,
  setSubAccountDisabled,
  subAccountNamed,
  updateRole,
  updateSubAccount,
} from './repository';
import { roleView, subAccountView } from './view';
import { inTransaction } from '../../db/transaction';

export async function roles(deps: Deps, session: SessionContext): Promise<Outcome<RolesData>> {
  const rows = await listRoles(deps.db, session.customerId);
  return succeed({
    built_in: [...BUILT_IN_ROLES],
    areas: [...PERMISSION_AREAS],
    custom: rows.map(roleView),
  });
}

const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export async function saveRole(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'subAccount.roleSave'>,
): Promise<Outcome<CustomRole>> {
  const checked = validateRoleForm(
    { name: input.name, description: input.description, permissions: splitTags(input.permissions) },
    PERMISSION_AREAS,
  );
  if (!checked.ok) return invalid(checked.error);
  const id = input.id ?? null;
  const form = checked.value;
  const values = { ...form, permissions: form.permissions.join(',') };
  return inTransaction(deps.db, async (trx) => {
    if (id !== null && !(await findRole(trx, session.customerId, id)))
      return fail(API_CODES.notFound, 'SERVER.ROLE_NOT_FOUND');
    if (await roleNamed(trx, session.customerId, form.name, id))
      return fail(API_CODES.invalid, 'SERVER.ROLE_NAME_TAKEN');
    const savedId =
      id ?? (await insertRole(trx, { customerId: session.customerId, ...values, now: deps.now() }));
    if (id !== null) await updateRole(trx, session.customerId, id, values);
    const holders = await countRoleHolders(trx, savedId);
    return succeed(roleView({ id: savedId, ...values, holders }), 'SERVER.ROLE_SAVED');
  });
}

/** A role some sub-account holds stays: deleting it would leave that sub-account without one. */
export async function removeRole(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<null>> {
  return inTransaction(deps.db, async (trx) => {
    if (!(await findRole(trx, session.customerId, id)))
      return fail(API_CODES.notFound, 'SERVER.ROLE_NOT_FOUND');
    const holders = await countRoleHolders(trx, id);
    if (holders > 0)
      return fail(API_CODES.invalid, message('SERVER.ROLE_IN_USE', { count: holders }));
    await deleteRole(trx, session.customerId, id);
    return succeed(null, 'SERVER.ROLE_DELETED');
  });
}

export async function subAccounts(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<SubAccountList>> {
  const rows = await listSubAccounts(deps.db, session.customerId);
  return succeed({ list: rows.map(subAccountView) });
}

const PASSWORD_FIELDS = ['password', 'password_confirmation'];

export async function saveSubAccount(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'subAccount.save'>,
): Promise<Outcome<SubAccountRow>> {
  const id = input.id ?? null;
  // editing with both password fields blank keeps the password; creating always needs one
  const keepsPassword = id !== null && input.password === '' && input.password_confirmation === '';
  const checked = validateSubAccount({
    username: input.username.trim(),
    realName: input.real_name,
    role: input.role,
    email: input.email.trim(),
    phone: input.phone.trim(),
    password: input.password,
    passwordConfirmation: input.password_confirmation,
  });
  const errors = checked.ok
    ? []
    : checked.error.filter((e) => !(keepsPassword && PASSWORD_FIELDS.includes(e.field)));
  if (errors.length > 0) return invalid(errors);
  const isCustom = input.role === 'custom';
  if (!isCustom && !(BUILT_IN_ROLES as readonly string[]).includes(input.role))
    return invalid([message('VALIDATION.CHOICE_INVALID', { field: 'role' })]);
  const passwordHash = keepsPassword ? undefined : await hashPassword(input.password);
  return inTransaction(deps.db, async (trx) => {
    const roleId = isCustom ? (input.role_id ?? 0) : null;
    if (roleId !== null && !(await findRole(trx, session.customerId, roleId)))
      return fail(API_CODES.invalid, 'SERVER.ROLE_NOT_FOUND');
    if (id !== null && !(await findSubAccountRow(trx, session.customerId, id)))
      return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
    if (await subAccountNamed(trx, session.customerId, input.username.trim(), id))
      return fail(API_CODES.invalid, 'SERVER.SUB_ACCOUNT_NAME_TAKEN');
    const values = {
      username: input.username.trim(),
      real_name: input.real_name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      role: input.role,
      role_id: roleId,
    };
    let savedId = id;
    if (savedId === null)
      savedId = await insertSubAccount(
        trx,
        session.customerId,
        { ...values, password_hash: passwordHash ?? '' },
        deps.now(),
      );
    else {
      await updateSubAccount(trx, session.customerId, savedId, {
        ...values,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      });
      // a new password set by the owner ends the sessions opened with the old one
      if (passwordHash !== undefined) await revokeSubAccountSessions(trx, savedId, deps.now());
    }
    const row = await findSubAccountRow(trx, session.customerId, savedId);
    if (!row) return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
    return succeed(subAccountView(row), 'SERVER.SUB_ACCOUNT_SAVED');
  });
}

/** Disabling ends the sub-account's sessions at once; enabling lets it log in again. */
export async function setSubAccountStatus(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'subAccount.status'>,
): Promise<Outcome<SubAccountRow>> {
  const enable = input.enabled === '1';
  return inTransaction(deps.db, async (trx) => {
    if (!(await findSubAccountRow(trx, session.customerId, input.id)))
      return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
    await setSubAccountDisabled(trx, session.customerId, input.id, enable ? null : deps.now());
    if (!enable) await revokeSubAccountSessions(trx, input.id, deps.now());
    const row = await findSubAccountRow(trx, session.customerId, input.id);
    if (!row) return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
    return succeed(
      subAccountView(row),
      enable ? 'SERVER.SUB_ACCOUNT_ENABLED' : 'SERVER.SUB_ACCOUNT_DISABLED',
    );
  });
}

export async function removeSubAccount(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<Outcome<null>> {
  const deleted = await inTransaction(deps.db, (trx) =>
    deleteSubAccount(trx, session.customerId, id),
  );
  return deleted === 0
    ? fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND')
    : succeed(null, 'SERVER.SUB_ACCOUNT_DELETED');
}

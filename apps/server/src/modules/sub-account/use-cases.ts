import type { CustomRole, RolesData, SubAccountList, SubAccountRow } from '@portal/contract';
import { API_CODES, PERMISSION_AREAS } from '@portal/contract';
import { BUILT_IN_ROLES, message, validateRoleForm, validateSubAccount } from '@portal/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import type { hashPassword } from '../../security/passwords';
import type { SubAccountRepository } from './repository';
import { roleView, subAccountView } from './sub-account-view';

/** The repositories a sub-account transaction writes through. */
export type SubAccountTx = { readonly subAccounts: SubAccountRepository };

/**
 * The ports the sub-account use cases use (ADR 0068): reads, a unit of work, the clock, and the
 * password hash (scrypt in production; a test's stand-in keeps the use-case tests fast).
 */
export type SubAccountPorts = Pick<Deps, 'now'> &
  SubAccountTx & {
    readonly unitOfWork: UnitOfWork<SubAccountTx>;
    readonly hashPassword: typeof hashPassword;
  };

const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

const PASSWORD_FIELDS = ['password', 'password_confirmation'];

/** Sub-accounts and custom roles, managed by the main account (ADR 0035). */
export function subAccountUseCases({
  subAccounts,
  unitOfWork,
  now,
  hashPassword,
}: SubAccountPorts) {
  return {
    async roles(session: SessionContext): Promise<Outcome<RolesData>> {
      const rows = await subAccounts.listRoles(session.customerId);
      return succeed({
        built_in: [...BUILT_IN_ROLES],
        areas: [...PERMISSION_AREAS],
        custom: rows.map(roleView),
      });
    },

    async saveRole(
      session: SessionContext,
      input: InputFor<'subAccount.roleSave'>,
    ): Promise<Outcome<CustomRole>> {
      const checked = validateRoleForm(
        {
          name: input.name,
          description: input.description,
          permissions: splitTags(input.permissions),
        },
        PERMISSION_AREAS,
      );
      if (!checked.ok) return invalid(checked.error);
      const id = input.id ?? null;
      const form = checked.value;
      const values = { ...form, permissions: form.permissions.join(',') };
      return unitOfWork.run(async (tx) => {
        if (id !== null && !(await tx.subAccounts.roleExists(session.customerId, id)))
          return fail(API_CODES.notFound, 'SERVER.ROLE_NOT_FOUND');
        if (await tx.subAccounts.roleNameTaken(session.customerId, form.name, id))
          return fail(API_CODES.invalid, 'SERVER.ROLE_NAME_TAKEN');
        const savedId =
          id ??
          (await tx.subAccounts.insertRole({
            customerId: session.customerId,
            ...values,
            now: now(),
          }));
        if (id !== null) await tx.subAccounts.updateRole(session.customerId, id, values);
        const holders = await tx.subAccounts.countRoleHolders(savedId);
        return succeed(roleView({ id: savedId, ...values, holders }), 'SERVER.ROLE_SAVED');
      });
    },

    /** A role some sub-account holds stays: deleting it would leave that sub-account without one. */
    async removeRole(session: SessionContext, id: number): Promise<Outcome<null>> {
      return unitOfWork.run(async (tx) => {
        if (!(await tx.subAccounts.roleExists(session.customerId, id)))
          return fail(API_CODES.notFound, 'SERVER.ROLE_NOT_FOUND');
        const holders = await tx.subAccounts.countRoleHolders(id);
        if (holders > 0)
          return fail(API_CODES.invalid, message('SERVER.ROLE_IN_USE', { count: holders }));
        await tx.subAccounts.deleteRole(session.customerId, id);
        return succeed(null, 'SERVER.ROLE_DELETED');
      });
    },

    async list(session: SessionContext): Promise<Outcome<SubAccountList>> {
      const rows = await subAccounts.listSubAccounts(session.customerId);
      return succeed({ list: rows.map(subAccountView) });
    },

    async save(
      session: SessionContext,
      input: InputFor<'subAccount.save'>,
    ): Promise<Outcome<SubAccountRow>> {
      const id = input.id ?? null;
      // editing with both password fields blank keeps the password; creating always needs one
      const keepsPassword =
        id !== null && input.password === '' && input.password_confirmation === '';
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
      return unitOfWork.run(async (tx) => {
        const roleId = isCustom ? (input.role_id ?? 0) : null;
        if (roleId !== null && !(await tx.subAccounts.roleExists(session.customerId, roleId)))
          return fail(API_CODES.invalid, 'SERVER.ROLE_NOT_FOUND');
        if (id !== null && !(await tx.subAccounts.findSubAccount(session.customerId, id)))
          return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
        if (await tx.subAccounts.usernameTaken(session.customerId, input.username.trim(), id))
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
          savedId = await tx.subAccounts.insertSubAccount(
            session.customerId,
            { ...values, password_hash: passwordHash ?? '' },
            now(),
          );
        else {
          await tx.subAccounts.updateSubAccount(session.customerId, savedId, {
            ...values,
            ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
          });
          // a new password set by the owner ends the sessions opened with the old one
          if (passwordHash !== undefined)
            await tx.subAccounts.revokeSubAccountSessions(savedId, now());
        }
        const row = await tx.subAccounts.findSubAccount(session.customerId, savedId);
        if (!row) return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
        return succeed(subAccountView(row), 'SERVER.SUB_ACCOUNT_SAVED');
      });
    },

    /** Disabling ends the sub-account's sessions at once; enabling lets it log in again. */
    async setStatus(
      session: SessionContext,
      input: InputFor<'subAccount.status'>,
    ): Promise<Outcome<SubAccountRow>> {
      const enable = input.enabled === '1';
      return unitOfWork.run(async (tx) => {
        if (!(await tx.subAccounts.findSubAccount(session.customerId, input.id)))
          return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
        await tx.subAccounts.setSubAccountDisabled(
          session.customerId,
          input.id,
          enable ? null : now(),
        );
        if (!enable) await tx.subAccounts.revokeSubAccountSessions(input.id, now());
        const row = await tx.subAccounts.findSubAccount(session.customerId, input.id);
        if (!row) return fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND');
        return succeed(
          subAccountView(row),
          enable ? 'SERVER.SUB_ACCOUNT_ENABLED' : 'SERVER.SUB_ACCOUNT_DISABLED',
        );
      });
    },

    async remove(session: SessionContext, id: number): Promise<Outcome<null>> {
      const deleted = await unitOfWork.run((tx) =>
        tx.subAccounts.deleteSubAccount(session.customerId, id),
      );
      return deleted === 0
        ? fail(API_CODES.notFound, 'SERVER.SUB_ACCOUNT_NOT_FOUND')
        : succeed(null, 'SERVER.SUB_ACCOUNT_DELETED');
    },
  };
}

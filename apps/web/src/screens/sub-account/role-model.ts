import type { CustomRole, RolesData } from '@portal/contract';
import type { PermissionAction } from '@portal/domain';
import { PERMISSION_ACTIONS, permissionTag, validateRoleForm } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SubAccountGateway } from '../../gateways/sub-account-gateway';
import { failureText, FormModel } from '../../kit/form-model';
import { Remote } from '../../kit/remote';

/** The custom role form, keyed by the wire names (validateRoleForm's). */
export interface RoleValues {
  readonly name: string;
  readonly description: string;
  /** `area:action` tags, in the order they were ticked. */
  readonly permissions: readonly string[];
}

const EMPTY: RoleValues = { name: '', description: '', permissions: [] };

/** The role form over the areas the server names (a tag of another area is refused). */
export const roleForm = (areas: () => readonly string[]): FormModel<RoleValues> =>
  new FormModel<RoleValues>({
    initial: () => EMPTY,
    validate: (values) => {
      const checked = validateRoleForm(values, areas());
      return checked.ok ? [] : checked.error;
    },
    payload: (values) => ({
      name: values.name.trim(),
      description: values.description.trim(),
      permissions: values.permissions.join(','),
    }),
  });

/**
 * The roles screen: the built-in roles (read-only) and the custom ones, and one form that creates
 * a custom role or edits the one chosen. A delete the server refuses (a role in use) keeps the
 * server's reason for the list to show.
 */
export class RoleScreenModel {
  readonly roles: Remote<RolesData>;
  readonly form = roleForm(() => this.areas);
  /** The custom role being edited; undefined while the form creates one. */
  editing: CustomRole | undefined = undefined;
  /** The server's reason when it refused the last delete. */
  actionError: string | undefined = undefined;

  constructor(private readonly gateway: SubAccountGateway) {
    this.roles = new Remote(() => gateway.roles());
    makeAutoObservable<RoleScreenModel, 'gateway'>(
      this,
      { gateway: false, roles: false, form: false },
      { autoBind: true },
    );
  }

  get areas(): readonly string[] {
    return this.roles.value?.areas ?? [];
  }

  granted(area: string, action: PermissionAction): boolean {
    return this.form.values.permissions.includes(permissionTag(area, action));
  }

  grant(area: string, action: PermissionAction, on: boolean): void {
    const tag = permissionTag(area, action);
    const rest = this.form.values.permissions.filter((t) => t !== tag);
    this.form.set('permissions', on ? [...rest, tag] : rest);
  }

  /** Ticks or clears the four permissions of an area at once. */
  grantArea(area: string, on: boolean): void {
    const tags: readonly string[] = PERMISSION_ACTIONS.map((action) => permissionTag(area, action));
    const rest = this.form.values.permissions.filter((t) => !tags.includes(t));
    this.form.set('permissions', on ? [...rest, ...tags] : rest);
  }

  areaGranted(area: string): boolean {
    return PERMISSION_ACTIONS.every((action) => this.granted(area, action));
  }

  startCreate(): void {
    this.editing = undefined;
    this.form.reset();
  }

  startEdit(role: CustomRole): void {
    this.editing = role;
    this.actionError = undefined;
    this.form.reset({
      name: role.name,
      description: role.description,
      permissions: role.permissions,
    });
  }

  async save(): Promise<CustomRole | undefined> {
    const id = this.editing?.id;
    const saved = await this.form.save('save', (fields) =>
      this.gateway.saveRole(id === undefined ? fields : { ...fields, id: String(id) }),
    );
    if (saved !== undefined) {
      await this.roles.load();
      this.startCreate();
    }
    return saved;
  }

  async remove(role: CustomRole): Promise<void> {
    this.actionError = undefined;
    try {
      await this.gateway.deleteRole(role.id);
      if (this.editing?.id === role.id) this.startCreate();
      await this.roles.load();
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error)));
    }
  }
}

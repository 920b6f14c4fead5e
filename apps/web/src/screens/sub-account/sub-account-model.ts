import type { RolesData, SubAccountList, SubAccountRow } from '@portal/contract';
import { validateSubAccount } from '@portal/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SubAccountGateway } from '../../gateways/sub-account-gateway';
import { failureText, FormModel } from '../../kit/form-model';
import { Remote } from '../../kit/remote';

/**
 * The sub-account form, keyed by the wire names. `role` is the select's value: a built-in role's
 * name, or `custom:<id>` for a custom role (the wire splits it into role and role_id).
 */
export interface SubAccountValues {
  readonly username: string;
  readonly real_name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly password_confirmation: string;
}

const EMPTY: SubAccountValues = {
  username: '',
  real_name: '',
  role: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
};

const PASSWORD_FIELDS: readonly string[] = ['password', 'password_confirmation'];
const CUSTOM_PREFIX = 'custom:';

export const customRoleValue = (id: number): string => `${CUSTOM_PREFIX}${id}`;

/** The select's value of a row's role. */
export const roleValueOf = (row: SubAccountRow): string =>
  row.role === 'custom' && row.role_id !== null ? customRoleValue(row.role_id) : row.role;

/** The wire's role and role_id of the select's value. */
export function roleFields(value: string): { role: string; role_id?: string } {
  return value.startsWith(CUSTOM_PREFIX)
    ? { role: 'custom', role_id: value.slice(CUSTOM_PREFIX.length) }
    : { role: value };
}

/**
 * The form's rules are validateSubAccount's; on an edit, both password fields left blank keep the
 * password (as the server reads it), so their rules do not apply then.
 */
export const subAccountForm = (editing: () => boolean): FormModel<SubAccountValues> =>
  new FormModel<SubAccountValues>({
    initial: () => EMPTY,
    validate: (values) => {
      const checked = validateSubAccount({
        username: values.username.trim(),
        realName: values.real_name,
        role: values.role,
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        passwordConfirmation: values.password_confirmation,
      });
      if (checked.ok) return [];
      const keeps = editing() && values.password === '' && values.password_confirmation === '';
      return checked.error.filter((issue) => !(keeps && PASSWORD_FIELDS.includes(issue.field)));
    },
    payload: (values) => ({
      username: values.username.trim(),
      real_name: values.real_name.trim(),
      ...roleFields(values.role),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
    }),
    linked: { password: ['password_confirmation'] },
  });

/**
 * The sub-accounts screen: the list with each one's role and state, one form that creates a
 * sub-account or edits the one chosen, and the row actions (disable/enable, delete).
 */
export class SubAccountScreenModel {
  readonly accounts: Remote<SubAccountList>;
  /** The roles the select offers: the built-in ones and the merchant's custom ones. */
  readonly roles: Remote<RolesData>;
  readonly form = subAccountForm(() => this.editing !== undefined);
  editing: SubAccountRow | undefined = undefined;
  /** The server's reason when it refused the last row action. */
  actionError: string | undefined = undefined;

  constructor(private readonly gateway: SubAccountGateway) {
    this.accounts = new Remote(() => gateway.subAccounts());
    this.roles = new Remote(() => gateway.roles());
    makeAutoObservable<SubAccountScreenModel, 'gateway'>(
      this,
      { gateway: false, accounts: false, roles: false, form: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await Promise.all([this.accounts.load(), this.roles.load()]);
  }

  startCreate(): void {
    this.editing = undefined;
    this.form.reset();
  }

  startEdit(row: SubAccountRow): void {
    this.editing = row;
    this.actionError = undefined;
    this.form.reset({
      ...EMPTY,
      username: row.username,
      real_name: row.real_name,
      role: roleValueOf(row),
      email: row.email,
      phone: row.phone,
    });
  }

  async save(): Promise<SubAccountRow | undefined> {
    const id = this.editing?.id;
    const saved = await this.form.save('save', (fields) =>
      this.gateway.saveSubAccount(id === undefined ? fields : { ...fields, id: String(id) }),
    );
    if (saved !== undefined) {
      await this.accounts.load();
      this.startCreate();
    }
    return saved;
  }

  private async act(run: () => Promise<unknown>): Promise<void> {
    this.actionError = undefined;
    try {
      await run();
      await this.accounts.load();
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error)));
    }
  }

  setEnabled(row: SubAccountRow, enabled: boolean): Promise<void> {
    return this.act(() => this.gateway.setEnabled(row.id, enabled));
  }

  remove(row: SubAccountRow): Promise<void> {
    return this.act(async () => {
      await this.gateway.deleteSubAccount(row.id);
      if (this.editing?.id === row.id) runInAction(() => this.startCreate());
    });
  }
}

import type { CustomRole, RolesData } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import RoleScreen from './RoleScreen';
import { loadRoleTexts } from './screens';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadRoleTexts());

const PACKER: CustomRole = {
  id: 7,
  name: 'Packer',
  description: 'Packs orders',
  permissions: ['order:view', 'order:add'],
  sub_accounts: 1,
};

const roles = (custom: readonly CustomRole[] = [PACKER]): RolesData => ({
  built_in: ['super_admin', 'admin', 'operator'],
  areas: ['product', 'order'],
  custom: [...custom],
});

function renderRoles(options: { language?: 'zh'; answers?: Record<string, () => unknown> } = {}) {
  return renderScreen(<RoleScreen />, {
    routeName: 'setting.subAccount.role',
    path: '/setting/subAccount/role',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-subaccount/roles': () => roles(),
      '/merchant/api-subaccount/role-save': () => ({ ...PACKER, id: 8, name: 'Viewer' }),
      ...options.answers,
    },
  });
}

const refusal = (msg: string) => () =>
  new HttpRequestFailure('body', msg, { body: { code: '422', msg, data: null } });

describe('RoleScreen', () => {
  it('lists the built-in roles read-only and the custom ones with their actions', async () => {
    await renderRoles();
    const table = await screen.findByRole('table', { name: 'Roles' });
    const superAdmin = within(table).getByRole('row', { name: /Super admin/ });
    expect(within(superAdmin).getByText('Built-in (read-only)')).toBeTruthy();
    expect(within(superAdmin).queryByRole('button')).toBeNull();
    const packer = within(table).getByRole('row', { name: /Packer/ });
    expect(within(packer).getByRole('button', { name: 'Edit role Packer' })).toBeTruthy();
    expect(within(packer).getByRole('button', { name: 'Delete role Packer' })).toBeTruthy();
  });

  it('shows the rules beside the fields when a save is tried with nothing filled in', async () => {
    const { requests } = await renderRoles();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('This field is required!')).toBeTruthy();
    expect(screen.getByText('Please choose at least one permission')).toBeTruthy();
    expect(requests.some((r) => r.path === '/merchant/api-subaccount/role-save')).toBe(false);
  });

  it('refuses a built-in role’s name', async () => {
    await renderRoles();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Role name'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('This name belongs to a built-in role')).toBeTruthy();
  });

  it('creates a role with the permissions ticked from the keyboard', async () => {
    const { requests } = await renderRoles();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Role name'), 'Viewer');
    await user.type(screen.getByLabelText('Description'), 'Looks only');
    const productView = screen.getByRole('checkbox', { name: 'Products: View' });
    productView.focus();
    await user.keyboard(' ');
    expect((productView as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'All of Orders' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Orders: Delete' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Orders: Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-subaccount/role-save')).toBeTruthy(),
    );
    expect(requests.find((r) => r.path === '/merchant/api-subaccount/role-save')?.body).toEqual({
      name: 'Viewer',
      description: 'Looks only',
      permissions: 'product:view,order:view,order:add,order:edit',
    });
  });

  it('edits a custom role: its values in the form, its id sent', async () => {
    const { requests } = await renderRoles();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit role Packer' }));
    expect(screen.getByRole('heading', { name: 'Edit role Packer' })).toBeTruthy();
    expect((screen.getByLabelText('Role name') as HTMLInputElement).value).toBe('Packer');
    expect(
      (screen.getByRole('checkbox', { name: 'Orders: Add' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Products: View' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-subaccount/role-save')?.body).toEqual({
        id: '7',
        name: 'Packer',
        description: 'Packs orders',
        permissions: 'order:view,order:add,product:view',
      }),
    );
  });

  it('asks before deleting and shows the server’s reason when the role is in use', async () => {
    const { requests } = await renderRoles({
      answers: {
        '/merchant/api-subaccount/role-delete': refusal(
          'This role is used by 1 sub-account(s) and cannot be deleted',
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete role Packer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This role is used by 1 sub-account(s) and cannot be deleted'),
    ).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-subaccount/role-delete')?.body).toEqual({
      id: '7',
    });
  });

  it('shows the screen and its rules in Chinese', async () => {
    const { requests } = await renderRoles({ language: 'zh' });
    expect(await screen.findByRole('table', { name: '角色管理' })).toBeTruthy();
    expect(screen.getByText('超级管理员')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('角色名称'), '查看员');
    await user.click(screen.getByRole('button', { name: '保存角色' }));
    expect(await screen.findByText('请至少选择一项权限')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '商品：查看' }));
    await user.click(screen.getByRole('button', { name: '保存角色' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-subaccount/role-save')?.body).toEqual({
        name: '查看员',
        description: '',
        permissions: 'product:view',
      }),
    );
  });
});

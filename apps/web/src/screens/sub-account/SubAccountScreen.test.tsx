import type { RolesData, SubAccountRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { loadRoleTexts } from './screens';
import SubAccountScreen from './SubAccountScreen';

// the screens' texts come with their lazy chunk, which a test that renders the screen skips
beforeAll(() => loadRoleTexts());

const ROLES: RolesData = {
  built_in: ['super_admin', 'admin', 'operator'],
  areas: ['product', 'order'],
  custom: [
    { id: 7, name: 'Packer', description: '', permissions: ['order:view'], sub_accounts: 1 },
  ],
};

const LI: SubAccountRow = {
  id: 3,
  username: 'lipacker',
  real_name: 'Li Na',
  email: 'li@example.com',
  phone: '13800000000',
  role: 'custom',
  role_id: 7,
  role_name: 'Packer',
  enabled: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderAccounts(options: { language?: 'zh' } = {}) {
  let rows = [LI];
  return renderScreen(<SubAccountScreen />, {
    routeName: 'setting.subAccount.account',
    path: '/setting/subAccount/account',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-subaccount/roles': () => ROLES,
      '/merchant/api-subaccount/list': () => ({ list: rows }),
      '/merchant/api-subaccount/save': () => LI,
      '/merchant/api-subaccount/status': () => {
        rows = rows.map((row) => ({ ...row, enabled: !row.enabled }));
        return rows[0];
      },
      '/merchant/api-subaccount/delete': () => {
        rows = [];
        return null;
      },
    },
  });
}

const saveBody = (requests: Awaited<ReturnType<typeof renderAccounts>>['requests']) =>
  requests.find((r) => r.path === '/merchant/api-subaccount/save')?.body;

describe('SubAccountScreen', () => {
  it('lists the sub-accounts with role and state', async () => {
    await renderAccounts();
    const table = await screen.findByRole('table', { name: 'Sub-accounts' });
    const row = within(table).getByRole('row', { name: /lipacker/ });
    for (const text of ['Li Na', 'Packer', 'li@example.com', '13800000000', 'Enabled'])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it('shows the rules beside the fields and sends nothing while they fail', async () => {
    const { requests } = await renderAccounts();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '12ab');
    await user.type(screen.getByLabelText('E-mail'), 'not-mail');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Password again'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Save sub-account' }));
    expect(await screen.findByText('Please enter a user ID')).toBeTruthy();
    expect(screen.getByText('The phone number must be 1-20 digits')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(saveBody(requests)).toBeUndefined();
  });

  it('creates a sub-account with a custom role: role and role_id on the wire', async () => {
    const { requests } = await renderAccounts();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'wangops');
    await user.selectOptions(screen.getByLabelText('Role'), 'Packer');
    await user.type(screen.getByLabelText('Real name'), 'Wang Wei');
    await user.type(screen.getByLabelText('E-mail'), 'wang@example.com');
    await user.type(screen.getByLabelText('Phone'), '13900000000');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Password again'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Save sub-account' }));
    await waitFor(() =>
      expect(saveBody(requests)).toEqual({
        username: 'wangops',
        real_name: 'Wang Wei',
        role: 'custom',
        role_id: '7',
        email: 'wang@example.com',
        phone: '13900000000',
        password: 'secret123',
        password_confirmation: 'secret123',
      }),
    );
  });

  it('edits with blank passwords, which keep the password, and a built-in role', async () => {
    const { requests } = await renderAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit lipacker' }));
    expect(screen.getByRole('heading', { name: 'Edit sub-account lipacker' })).toBeTruthy();
    expect(screen.getByText('Leave both password fields blank to keep the password')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Role'), 'Operator');
    await user.click(screen.getByRole('button', { name: 'Save sub-account' }));
    await waitFor(() =>
      expect(saveBody(requests)).toEqual({
        id: '3',
        username: 'lipacker',
        real_name: 'Li Na',
        role: 'operator',
        email: 'li@example.com',
        phone: '13800000000',
        password: '',
        password_confirmation: '',
      }),
    );
  });

  it('disables after asking, then offers to enable; deletes after asking', async () => {
    const { requests } = await renderAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable lipacker' }));
    const ask = await screen.findByRole('dialog', { name: 'Disable the sub-account?' });
    await user.click(within(ask).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable lipacker' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-subaccount/status')?.body).toEqual({
      id: '3',
      enabled: '0',
    });
    await user.click(screen.getByRole('button', { name: 'Delete lipacker' }));
    const del = await screen.findByRole('dialog', { name: 'Delete the sub-account?' });
    await user.click(within(del).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No sub-account yet')).toBeTruthy();
  });

  it('shows the screen and its rules in Chinese and saves from it', async () => {
    const { requests } = await renderAccounts({ language: 'zh' });
    expect(await screen.findByRole('table', { name: '子账号管理' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存子账号' }));
    expect(await screen.findByText('请输入用户ID')).toBeTruthy();
    await user.type(screen.getByLabelText('用户名'), 'zhao');
    await user.selectOptions(screen.getByLabelText('角色'), '管理员');
    await user.type(screen.getByLabelText('真实姓名'), '赵六');
    await user.type(screen.getByLabelText('邮箱'), 'zhao@example.com');
    await user.type(screen.getByLabelText('电话'), '13700000000');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret123');
    await user.click(screen.getByRole('button', { name: '保存子账号' }));
    await waitFor(() =>
      expect(saveBody(requests)).toMatchObject({
        username: 'zhao',
        role: 'admin',
        real_name: '赵六',
      }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../db/seed';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let main: { token: string };
const password = DEMO_LOGINS.sub.password;

const subForm = (username: string, extra: Record<string, string | number> = {}) => ({
  username,
  real_name: `${username} name`,
  role: 'operator',
  email: `${username}@example.com`,
  phone: '13800000000',
  password,
  password_confirmation: password,
  ...extra,
});

const loginAs = (username: string) =>
  t.post<{ token: string }>('/api/login/loginson', {
    username,
    password,
    customer_id: t.demoCustomerId,
  });

beforeAll(async () => {
  t = await startTestApp();
  main = await t.login();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('roles', () => {
  it('lists the built-in roles and the areas from the contract', async () => {
    const reply = await t.get<{ built_in: string[]; areas: string[] }>(
      '/merchant/api-subaccount/roles',
      {},
      main,
    );
    expect(reply.body.data.built_in).toEqual(['super_admin', 'admin', 'operator']);
    expect(reply.body.data.areas).toEqual(expect.arrayContaining(['order', 'product', 'asn']));
  });

  it.each([
    [{ name: '', permissions: 'order:view' }, 'name'],
    [{ name: 'Admin', permissions: 'order:view' }, 'name'],
    [{ name: 'Packers', permissions: '' }, 'permissions'],
    [{ name: 'Packers', permissions: 'order:fly' }, 'permissions'],
  ])('refuses %j on %s', async (form, field) => {
    const reply = await t.post<{ issues: { field: string }[] }>(
      '/merchant/api-subaccount/role-save',
      form,
      main,
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.data.issues.map((i) => i.field)).toContain(field);
  });

  it('creates, renames, refuses a duplicate, and keeps a role in use', async () => {
    const created = await t.post<{ id: number; permissions: string[] }>(
      '/merchant/api-subaccount/role-save',
      { name: 'Pickers', description: 'pick', permissions: 'order:view, order:edit,order:view' },
      main,
    );
    expect(created.body.data.permissions).toEqual(['order:view', 'order:edit']);
    const id = created.body.data.id;
    const dup = await t.post(
      '/merchant/api-subaccount/role-save',
      { name: 'pickers', permissions: 'order:view' },
      main,
    );
    expect(dup.body.code).toBe('400');
    const renamed = await t.post<{ name: string }>(
      '/merchant/api-subaccount/role-save',
      { id, name: 'Order pickers', permissions: 'order:view' },
      main,
    );
    expect(renamed.body.data.name).toBe('Order pickers');
    const holder = await t.post(
      '/merchant/api-subaccount/save',
      subForm('picker1', { role: 'custom', role_id: id }),
      main,
    );
    expect(holder.body.code).toBe('200');
    const refused = await t.post('/merchant/api-subaccount/role-delete', { id }, main);
    expect(refused.body).toMatchObject({
      code: '400',
      msg: 'This role is used by 1 sub-account(s) and cannot be deleted',
    });
  });
});

describe('sub-accounts', () => {
  it('refuses a bad form field by field, and a duplicate username', async () => {
    const bad = await t.post<{ issues: { field: string }[] }>(
      '/merchant/api-subaccount/save',
      subForm('bad1', { phone: '12a', password_confirmation: 'x' }),
      main,
    );
    expect(bad.body.data.issues.map((i) => i.field).sort()).toEqual([
      'password_confirmation',
      'phone',
    ]);
    const dup = await t.post(
      '/merchant/api-subaccount/save',
      subForm(DEMO_LOGINS.sub.username),
      main,
    );
    expect(dup.body.code).toBe('400');
  });

  it('a disabled sub-account loses its sessions and cannot log in; enabled, it can', async () => {
    const created = await t.post<{ id: number }>(
      '/merchant/api-subaccount/save',
      subForm('off1'),
      main,
    );
    const session = (await loginAs('off1')).body.data;
    const before = await t.get('/merchant/api-account/user-info', {}, { token: session.token });
    expect(before.body.code).toBe('200');
    const off = await t.post<{ enabled: boolean }>(
      '/merchant/api-subaccount/status',
      { id: created.body.data.id, enabled: '0' },
      main,
    );
    expect(off.body.data.enabled).toBe(false);
    const after = await t.get('/merchant/api-account/user-info', {}, { token: session.token });
    expect(after.body.code).toBe('401');
    expect((await loginAs('off1')).body).toMatchObject({
      code: '403',
      msg: 'This sub-account is disabled',
    });
    await t.post(
      '/merchant/api-subaccount/status',
      { id: created.body.data.id, enabled: '1' },
      main,
    );
    expect((await loginAs('off1')).body.code).toBe('200');
  });

  it('edits without a password, deletes, and another merchant reaches none', async () => {
    const created = await t.post<{ id: number }>(
      '/merchant/api-subaccount/save',
      subForm('edit1'),
      main,
    );
    const id = created.body.data.id;
    const edited = await t.post<{ real_name: string; role: string }>(
      '/merchant/api-subaccount/save',
      subForm('edit1', {
        id,
        real_name: 'Renamed',
        role: 'admin',
        password: '',
        password_confirmation: '',
      }),
      main,
    );
    expect(edited.body.data).toMatchObject({ real_name: 'Renamed', role: 'admin' });
    expect((await loginAs('edit1')).body.code).toBe('200');
    const other = { token: (await t.registerMerchant('subother')).token };
    for (const path of ['/merchant/api-subaccount/delete', '/merchant/api-subaccount/status'])
      expect((await t.post(path, { id, enabled: '0' }, other)).body.code).toBe('404');
    const list = await t.get<{ list: unknown[] }>('/merchant/api-subaccount/list', {}, other);
    expect(list.body.data.list).toEqual([]);
    expect((await t.post('/merchant/api-subaccount/delete', { id }, main)).body.code).toBe('200');
    expect((await loginAs('edit1')).body.code).toBe('401');
  });

  it('a sub-account, even a super admin, does not manage sub-accounts', async () => {
    await t.post('/merchant/api-subaccount/save', subForm('boss1', { role: 'super_admin' }), main);
    const token = (await loginAs('boss1')).body.data.token;
    const reply = await t.get('/merchant/api-subaccount/list', {}, { token });
    expect(reply.body.code).toBe('403');
  });

  it('user info gives a sub-account its permission list and the main account none', async () => {
    type Info = { userInfo: { permissions: { tag: string; enabled: boolean }[] } };
    const mine = await t.get<Info>('/merchant/api-account/user-info', {}, main);
    expect(mine.body.data.userInfo.permissions).toEqual([]);
    const ops = await t.loginSub();
    const theirs = await t.get<Info>('/merchant/api-account/user-info', {}, ops);
    const enabled = new Map(theirs.body.data.userInfo.permissions.map((p) => [p.tag, p.enabled]));
    expect(enabled.get('order:edit')).toBe(true);
    expect(enabled.get('order:delete')).toBe(false);
    expect(enabled.get('plan:edit')).toBe(false);
  });
});

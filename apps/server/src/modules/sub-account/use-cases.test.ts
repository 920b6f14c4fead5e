import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputFor } from '../../http/context';
import { merchantSession } from '../../test-support/session';
import { fakeSubAccountPorts } from './fakes';
import { subAccountUseCases } from './use-cases';

// The sub-account use cases on strict in-memory fakes with the fake unit of work (ADR 0068):
// the rules of roles and sub-accounts without a database. sub-account.test.ts keeps the journeys
// over HTTP on PGlite (logins, sessions, another merchant).
const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const main = merchantSession(1);
const other = merchantSession(2);
const PASSWORD = 'Secret-pass-1';

const setUp = () => {
  const fake = fakeSubAccountPorts(() => NOW);
  return { ...fake, useCases: subAccountUseCases(fake.ports) };
};
const subForm = (
  username: string,
  extra: Partial<InputFor<'subAccount.save'>> = {},
): InputFor<'subAccount.save'> => ({
  username,
  real_name: `${username} name`,
  role: 'operator',
  email: `${username}@example.com`,
  phone: '13800000000',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...extra,
});
const roleForm = (name: string, permissions = 'order:view', id?: number) => ({
  name,
  description: '',
  permissions,
  ...(id === undefined ? {} : { id }),
});

describe('custom roles', () => {
  it.each([
    [roleForm(''), 'name'],
    [roleForm('Admin'), 'name'],
    [roleForm('Packers', ''), 'permissions'],
    [roleForm('Packers', 'order:fly'), 'permissions'],
  ])('refuses %j on %s, opening no transaction', async (form, field) => {
    const { useCases, unitOfWork } = setUp();
    const answer = await useCases.saveRole(main, form);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('400');
    expect(answer.error.messages.map((m) => (m as { field?: string }).field)).toContain(field);
    expect(unitOfWork.runs()).toBe(0);
  });

  it('creates with its permissions once each, refuses a duplicate name, renames', async () => {
    const { useCases } = setUp();
    const created = await useCases.saveRole(
      main,
      roleForm('Pickers', 'order:view, order:edit,order:view'),
    );
    expect(created).toMatchObject({
      ok: true,
      value: {
        data: { name: 'Pickers', permissions: ['order:view', 'order:edit'], sub_accounts: 0 },
      },
    });
    if (!created.ok) return;
    const id = created.value.data.id;
    expect(await useCases.saveRole(main, roleForm('pickers'))).toMatchObject({
      ok: false,
      error: { code: '400', messages: [{ code: 'SERVER.ROLE_NAME_TAKEN' }] },
    });
    expect(await useCases.saveRole(other, roleForm('Pickers'))).toMatchObject({ ok: true });
    const renamed = await useCases.saveRole(main, roleForm('Order pickers', 'order:view', id));
    expect(renamed).toMatchObject({ ok: true, value: { data: { id, name: 'Order pickers' } } });
    expect(await useCases.saveRole(other, roleForm('Mine now', 'order:view', id))).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
  });

  it('keeps a role some sub-account holds, and deletes it once free', async () => {
    const { useCases } = setUp();
    const role = await useCases.saveRole(main, roleForm('Pickers'));
    if (!role.ok) throw new Error('the role was refused');
    const id = role.value.data.id;
    const holder = await useCases.save(main, subForm('picker1', { role: 'custom', role_id: id }));
    expect(holder).toMatchObject({ ok: true, value: { data: { role_name: 'Pickers' } } });
    expect(await useCases.removeRole(main, id)).toMatchObject({
      ok: false,
      error: { code: '400', messages: [{ code: 'SERVER.ROLE_IN_USE', params: { count: 1 } }] },
    });
    if (holder.ok) await useCases.remove(main, holder.value.data.id);
    expect(await useCases.removeRole(main, id)).toMatchObject({ ok: true });
    expect(await useCases.removeRole(main, id)).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
  });
});

describe('sub-accounts', () => {
  it('refuses a bad form field by field before hashing or opening a transaction', async () => {
    const { useCases, unitOfWork } = setUp();
    const answer = await useCases.save(
      main,
      subForm('bad1', { phone: '12a', password_confirmation: 'x' }),
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.messages.map((m) => (m as { field?: string }).field).sort()).toEqual([
      'password_confirmation',
      'phone',
    ]);
    expect(unitOfWork.runs()).toBe(0);
  });

  it('refuses a duplicate username whatever its case, and a custom role not its own', async () => {
    const { useCases } = setUp();
    expect(await useCases.save(main, subForm('Packer'))).toMatchObject({ ok: true });
    expect(await useCases.save(main, subForm('pACKER'))).toMatchObject({
      ok: false,
      error: { messages: [{ code: 'SERVER.SUB_ACCOUNT_NAME_TAKEN' }] },
    });
    expect(await useCases.save(other, subForm('packer'))).toMatchObject({ ok: true });
    expect(
      await useCases.save(main, subForm('packer2', { role: 'custom', role_id: 99 })),
    ).toMatchObject({
      ok: false,
      error: { messages: [{ code: 'SERVER.ROLE_NOT_FOUND' }] },
    });
  });

  it('keeps the password when editing with both fields blank, and ends sessions on a new one', async () => {
    const { useCases, subs, revoked } = setUp();
    const created = await useCases.save(main, subForm('packer'));
    if (!created.ok) throw new Error('the sub-account was refused');
    const id = created.value.data.id;
    const hash = subs.get(id)?.password_hash;
    const kept = await useCases.save(
      main,
      subForm('packer', { id, real_name: 'Pat', password: '', password_confirmation: '' }),
    );
    expect(kept).toMatchObject({ ok: true, value: { data: { real_name: 'Pat' } } });
    expect(subs.get(id)?.password_hash).toBe(hash);
    expect(revoked).toEqual([]);
    await useCases.save(
      main,
      subForm('packer', { id, password: 'Other-pass-2', password_confirmation: 'Other-pass-2' }),
    );
    expect(hash).toBe(`hashed:${PASSWORD}`);
    expect(subs.get(id)?.password_hash).toBe('hashed:Other-pass-2');
    expect(revoked).toEqual([{ subAccountId: id, at: NOW }]);
  });

  it('disabling ends the sessions; enabling does not; another merchant reaches neither', async () => {
    const { useCases, revoked } = setUp();
    const created = await useCases.save(main, subForm('packer'));
    if (!created.ok) throw new Error('the sub-account was refused');
    const id = created.value.data.id;
    expect(await useCases.setStatus(other, { id, enabled: '0' })).toMatchObject({
      ok: false,
      error: { code: '404' },
    });
    expect(await useCases.setStatus(main, { id, enabled: '0' })).toMatchObject({
      ok: true,
      value: { data: { enabled: false }, message: { code: 'SERVER.SUB_ACCOUNT_DISABLED' } },
    });
    expect(await useCases.setStatus(main, { id, enabled: '1' })).toMatchObject({
      ok: true,
      value: { data: { enabled: true }, message: { code: 'SERVER.SUB_ACCOUNT_ENABLED' } },
    });
    expect(revoked).toEqual([{ subAccountId: id, at: NOW }]);
  });

  it('lists only the merchant’s own, and deletes each once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{4,10}$/), { maxLength: 4 }),
        async (names) => {
          const { useCases } = setUp();
          for (const name of names) await useCases.save(main, subForm(name));
          await useCases.save(other, subForm('someoneelse'));
          const list = await useCases.list(main);
          expect(list.ok && list.value.data.list.map((s) => s.username)).toEqual(names);
          for (const s of list.ok ? list.value.data.list : []) {
            expect(await useCases.remove(other, s.id)).toMatchObject({
              ok: false,
              error: { code: '404' },
            });
            expect(await useCases.remove(main, s.id)).toMatchObject({ ok: true });
            expect(await useCases.remove(main, s.id)).toMatchObject({
              ok: false,
              error: { code: '404' },
            });
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});

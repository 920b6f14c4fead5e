import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuiltInRole, PermissionAction, Role } from './permissions';
import {
  PERMISSION_ACTIONS,
  mayDo,
  parsePermissionTag,
  permissionList,
  permissionTag,
  validateRoleForm,
} from './permissions';

const builtIn = (name: BuiltInRole): Role => ({ kind: 'built_in', name });
const AREAS = ['product', 'order', 'recharge', 'plan', 'subAccount'];

describe('mayDo', () => {
  it.each<[Role, string, PermissionAction, boolean]>([
    [builtIn('super_admin'), 'recharge', 'delete', true],
    [builtIn('super_admin'), 'anything-new', 'add', true],
    [builtIn('admin'), 'order', 'edit', true],
    [builtIn('admin'), 'order', 'delete', false],
    [builtIn('admin'), 'recharge', 'add', true],
    [builtIn('operator'), 'order', 'add', true],
    [builtIn('operator'), 'order', 'edit', true],
    [builtIn('operator'), 'order', 'delete', false],
    [builtIn('operator'), 'recharge', 'view', true],
    [builtIn('operator'), 'recharge', 'add', false],
    [builtIn('operator'), 'plan', 'edit', false],
    [{ kind: 'custom', permissions: ['order:view'] }, 'order', 'view', true],
    [{ kind: 'custom', permissions: ['order:view'] }, 'order', 'edit', false],
    [{ kind: 'custom', permissions: ['order:view'] }, 'product', 'view', false],
    [{ kind: 'custom', permissions: [] }, 'order', 'view', false],
  ])('%j may %s/%s: %s', (role, area, action, expected) =>
    expect(mayDo(role, area, action)).toBe(expected),
  );

  const area = fc.stringMatching(/^[a-z][a-zA-Z]{0,12}$/);
  const action = fc.constantFrom(...PERMISSION_ACTIONS);

  it('a custom role grants exactly its tags', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(area, action)), area, action, (granted, a, act) => {
        const tags = granted.map(([x, y]) => permissionTag(x, y));
        expect(mayDo({ kind: 'custom', permissions: tags }, a, act)).toBe(
          tags.includes(permissionTag(a, act)),
        );
      }),
    );
  });

  it('roles are ordered: operator ⊆ admin ⊆ super admin, and every role may view', () => {
    fc.assert(
      fc.property(area, action, (a, act) => {
        const op = mayDo(builtIn('operator'), a, act);
        const admin = mayDo(builtIn('admin'), a, act);
        expect(!op || admin).toBe(true);
        expect(!admin || mayDo(builtIn('super_admin'), a, act)).toBe(true);
        expect(mayDo(builtIn('operator'), a, 'view')).toBe(true);
      }),
    );
  });
});

describe('permission tags', () => {
  it.each<[string, ReturnType<typeof parsePermissionTag>]>([
    ['order:view', { area: 'order', action: 'view' }],
    ['subAccount:delete', { area: 'subAccount', action: 'delete' }],
    ['order:fly', undefined],
    [':view', undefined],
    ['order', undefined],
    ['or der:view', undefined],
  ])('%s -> %j', (tag, expected) => expect(parsePermissionTag(tag)).toEqual(expected));

  it('a tag round-trips', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][\w-]{0,12}$/),
        fc.constantFrom(...PERMISSION_ACTIONS),
        (area, action) => {
          expect(parsePermissionTag(permissionTag(area, action))).toEqual({ area, action });
        },
      ),
    );
  });

  it('lists every area and action once, enabled as mayDo says', () => {
    const list = permissionList(builtIn('operator'), AREAS);
    expect(list).toHaveLength(AREAS.length * 4);
    for (const { tag, enabled } of list) {
      const parsed = parsePermissionTag(tag);
      expect(parsed && mayDo(builtIn('operator'), parsed.area, parsed.action)).toBe(enabled);
    }
  });
});

describe('validateRoleForm', () => {
  const valid = { name: 'Packers', description: 'pack orders', permissions: ['order:view'] };
  const codes = (change: Partial<typeof valid> & { permissions?: string[] }) => {
    const result = validateRoleForm({ ...valid, ...change }, AREAS);
    return result.ok ? 'ok' : result.error.map((e) => `${e.field}:${e.code}`);
  };

  it.each<[Partial<typeof valid>, string[] | 'ok']>([
    [{}, 'ok'],
    [{ name: 'n'.repeat(50) }, 'ok'],
    [{ name: 'n'.repeat(51) }, ['name:ACCOUNT.TEXT_TOO_LONG']],
    [{ name: ' ' }, ['name:VALIDATION.REQUIRED']],
    [{ name: 'Admin' }, ['name:ROLE.NAME_RESERVED']],
    [{ name: 'super_admin' }, ['name:ROLE.NAME_RESERVED']],
    [{ description: '' }, 'ok'],
    [{ description: 'd'.repeat(201) }, ['description:ACCOUNT.TEXT_TOO_LONG']],
    [{ permissions: [] }, ['permissions:ROLE.PERMISSIONS_REQUIRED']],
    [{ permissions: ['order:fly'] }, ['permissions:ROLE.PERMISSION_UNKNOWN']],
    [{ permissions: ['billing:view'] }, ['permissions:ROLE.PERMISSION_UNKNOWN']],
  ])('%j -> %j', (change, expected) => expect(codes(change)).toEqual(expected));

  it('names the unknown tag', () => {
    const result = validateRoleForm({ ...valid, permissions: ['x:view'] }, AREAS);
    expect(!result.ok && result.error[0]?.params).toEqual({ field: 'permissions', tag: 'x:view' });
  });

  it('accepts any non-empty set of known tags, without duplicates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...AREAS), fc.constantFrom(...PERMISSION_ACTIONS)), {
          minLength: 1,
        }),
        (pairs) => {
          const permissions = pairs.map(([a, b]) => permissionTag(a, b));
          const result = validateRoleForm({ ...valid, permissions }, AREAS);
          expect(result.ok && result.value.permissions).toEqual([...new Set(permissions)]);
        },
      ),
    );
  });
});

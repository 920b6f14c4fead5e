import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, PERMISSION_AREAS, PERMISSION_OVERRIDES, ROUTES } from './index';
import type { RoutePermission } from './permission';
import { routePermission } from './permission';
import type { RouteSpec } from './route';

const route = (method: 'GET' | 'POST', path: string, access: RouteSpec['access'] = 'session') =>
  ({
    method,
    path,
    area: 'x',
    access,
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  }) as const;

describe('routePermission', () => {
  it.each<[RouteSpec, RoutePermission]>([
    [route('GET', '/a/list'), { kind: 'grant', area: 'x', action: 'view' }],
    [route('POST', '/a/create'), { kind: 'grant', area: 'x', action: 'add' }],
    [route('POST', '/a/addUnaudited'), { kind: 'grant', area: 'x', action: 'add' }],
    [route('POST', '/a/upload'), { kind: 'grant', area: 'x', action: 'add' }],
    [route('POST', '/a/role-delete'), { kind: 'grant', area: 'x', action: 'delete' }],
    [route('POST', '/a/removeLine'), { kind: 'grant', area: 'x', action: 'delete' }],
    [route('POST', '/a/edit'), { kind: 'grant', area: 'x', action: 'edit' }],
    [route('POST', '/a/submit'), { kind: 'grant', area: 'x', action: 'edit' }],
    [route('POST', '/a/created-at'), { kind: 'grant', area: 'x', action: 'edit' }],
    [route('GET', '/a/list', 'main'), { kind: 'main' }],
    [route('GET', '/a/list', 'public'), { kind: 'outside' }],
    [route('POST', '/a/x', 'operator'), { kind: 'outside' }],
    [route('GET', '/merchant/api-account/user-info'), { kind: 'any' }],
    [route('GET', '/merchant/api-setting/preference'), { kind: 'any' }],
    [route('POST', '/merchant/api-orders/quote'), { kind: 'grant', area: 'x', action: 'view' }],
  ])('%j -> %j', (spec, expected) => expect(routePermission(spec)).toEqual(expected));

  it('the real routes derive as the ADR says', () => {
    // every login reads the preferences, whatever the sub-account's role
    expect(routePermission(ROUTES.settingsUser.preferences)).toEqual({ kind: 'any' });
    expect(routePermission(ROUTES.order.create)).toEqual({
      kind: 'grant',
      area: 'order',
      action: 'add',
    });
    expect(routePermission(ROUTES.order.cancel)).toEqual({
      kind: 'grant',
      area: 'order',
      action: 'edit',
    });
    expect(routePermission(ROUTES.product.list)).toEqual({
      kind: 'grant',
      area: 'product',
      action: 'view',
    });
    expect(routePermission(ROUTES.subAccount.roleDelete)).toEqual({ kind: 'main' });
    expect(routePermission(ROUTES.recharge.create)).toEqual({ kind: 'main' });
  });

  it('every override names a real route (a stale row would hide a typo)', () => {
    const keys = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const key of Object.keys(PERMISSION_OVERRIDES)) expect(keys, key).toContain(key);
  });

  it('every merchant route derives a permission, in an area roles can choose', () => {
    for (const spec of ALL_ROUTES) {
      const permission = routePermission(spec);
      if (permission.kind === 'grant') expect(PERMISSION_AREAS).toContain(permission.area);
      if (spec.access === 'session' || spec.access === 'sub')
        expect(['grant', 'any'], spec.path).toContain(permission.kind);
    }
  });

  it('a GET never asks more than view, whatever its path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-zA-Z-]{1,12}){1,4}$/), (path) => {
        const permission = routePermission(route('GET', path));
        expect(permission.kind === 'grant' ? permission.action : 'any').toMatch(/^(view|any)$/);
      }),
    );
  });

  it('a POST is add, edit or delete unless the table says otherwise', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-zA-Z-]{1,12}){1,4}$/), (path) => {
        const permission = routePermission(route('POST', path));
        if (PERMISSION_OVERRIDES[`POST ${path}`] === undefined && permission.kind === 'grant')
          expect(['add', 'edit', 'delete']).toContain(permission.action);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InputOf } from '../endpoint';
import type { ENDPOINTS } from '../endpoints';
import { ALL_ENDPOINTS } from '../endpoints';
import { ALL_ROUTES, PERMISSION_AREAS, PERMISSION_OVERRIDES, ROUTES } from './index';
import type { RoutePermission } from './permission';
import { requiredPermissions, routePermission, verbPermissions } from './permission';
import type { RouteAction, RouteSpec } from './route';

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

describe('requiredPermissions (ADR 0060: the verb sent decides)', () => {
  const grant = (area: string, action: RouteAction) => ({ kind: 'grant' as const, area, action });
  it.each<[RouteSpec, Record<string, unknown>, RoutePermission[]]>([
    [ROUTES.order.action, { action: 'delete' }, [grant('order', 'delete')]],
    [ROUTES.order.action, { action: 'moveToDraft' }, [grant('order', 'edit')]],
    [ROUTES.order.batch, { action: 'delete' }, [grant('order', 'delete')]],
    [ROUTES.order.batch, { action: 'submit' }, [grant('order', 'edit')]],
    [ROUTES.asn.action, { action: 'delete' }, [grant('asn', 'delete')]],
    [ROUTES.product.batch, { action: 'delete' }, [grant('product', 'delete')]],
    [ROUTES.product.batch, { action: 'activate' }, [grant('product', 'edit')]],
    [ROUTES.orderUpload.upload, { save_as: 'pending_submit' }, [grant('order', 'add')]],
    [
      ROUTES.orderUpload.upload,
      { save_as: 'processing' },
      [grant('order', 'add'), grant('order', 'edit')],
    ],
    // a value outside the table (the schema refuses it next) keeps the route's own permission
    [ROUTES.order.batch, { action: 'erase' }, [grant('order', 'edit')]],
    [ROUTES.order.batch, { action: ['delete'] }, [grant('order', 'edit')]],
    [ROUTES.order.batch, {}, [grant('order', 'edit')]],
    [ROUTES.orderUpload.upload, {}, [grant('order', 'add')]],
    // a route without verbs ignores the fields
    [ROUTES.order.create, { action: 'delete' }, [grant('order', 'add')]],
    [ROUTES.subAccount.roleDelete, { action: 'view' }, [{ kind: 'main' }]],
  ])('%#: %j with %j', (spec, input, expected) =>
    expect(requiredPermissions(spec, input)).toEqual(expected),
  );

  it('every verb a schema accepts has a row, and every row is a verb the schema accepts', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const { actions } = endpoint;
      if (actions === undefined) continue;
      const field = endpoint.request.properties[actions.field] as { anyOf?: { const?: string }[] };
      const accepted = (field.anyOf ?? []).map((choice) => choice.const);
      expect(accepted, endpoint.path).toEqual(Object.keys(actions.permissions));
    }
  });

  it('a merchant request field named action always carries its permission table', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.access === 'operator' || endpoint.access === 'public') continue;
      if ('action' in endpoint.request.properties)
        expect(endpoint.actions?.field, endpoint.path).toBe('action');
    }
  });

  it('the handlers see exactly the verbs of the tables', () => {
    expectTypeOf<InputOf<typeof ENDPOINTS.order.action>['action']>().toEqualTypeOf<
      'moveToDraft' | 'delete'
    >();
    expectTypeOf<InputOf<typeof ENDPOINTS.orderUpload.upload>['save_as']>().toEqualTypeOf<
      'pending_submit' | 'processing'
    >();
  });

  it('whatever the verb sent, the permission keeps the route kind and area', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ROUTES), fc.string(), (spec, value) => {
        const base = routePermission(spec);
        const field = spec.actions?.field ?? 'action';
        for (const permission of requiredPermissions(spec, { [field]: value })) {
          expect(permission.kind).toBe(base.kind);
          if (permission.kind === 'grant' && base.kind === 'grant')
            expect(permission.area).toBe(base.area);
        }
      }),
    );
  });

  it('lists each verb of a route once, with what it needs', () => {
    const verbs = verbPermissions(ROUTES.order.batch);
    expect(verbs.map((v) => v.verb)).toEqual([
      'submit',
      'delete',
      'moveToDraft',
      'cancel',
      'intercept',
    ]);
    expect(verbPermissions(ROUTES.order.list)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, NOT_FOUND_PATH } from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { RouteRecord } from './routes';
import {
  DEFAULT_FEATURE_FLAGS,
  PUBLIC_PATHS,
  fillRoutePattern,
  filterRoutesByFeatures,
  flattenRoutes,
  isPublicPath,
  matchRoutePattern,
  resolveRoute,
} from './routes';

const PRODUCT_DETAIL = '/warehouse/product/detail/{product_id}/{waId?}/{is_edit?}/{status?}';

describe('isPublicPath', () => {
  it.each([
    ['/404', true],
    ['/401', true],
    ['/login', true],
    ['/register', true],
    ['/agreement', true],
    ['/statement', true],
    ['/forgetPassword', true],
    ['/user/register/success-en', true],
    ['/user/register/success-zh', true],
    ['/', false],
    ['', false],
    ['/dashboard', false],
    ['/login/', false],
    ['/LOGIN', false],
    ['/user/register/success-fr', false],
    ['/account/warehouse/activated', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('matchRoutePattern', () => {
  it.each([
    [PRODUCT_DETAIL, '/warehouse/product/detail/7', { product_id: '7' }],
    [PRODUCT_DETAIL, '/warehouse/product/detail/7/3', { product_id: '7', waId: '3' }],
    [
      PRODUCT_DETAIL,
      '/warehouse/product/detail/7/3/1',
      { product_id: '7', waId: '3', is_edit: '1' },
    ],
    [
      PRODUCT_DETAIL,
      '/warehouse/product/detail/7/3/1/2',
      { product_id: '7', waId: '3', is_edit: '1', status: '2' },
    ],
    [PRODUCT_DETAIL, '/warehouse/product/detail/7/3/1/2/9', undefined],
    [PRODUCT_DETAIL, '/warehouse/product/detail', undefined],
    [PRODUCT_DETAIL, '/warehouse/product/detail/', undefined],
    [PRODUCT_DETAIL, '/warehouse/product/edit/7', undefined],
    ['/account/plan/list/{warehouse?}', '/account/plan/list', {}],
    ['/account/plan/list/{warehouse?}', '/account/plan/list/US-1', { warehouse: 'US-1' }],
    ['/warehouse/rma/edit/{id}/{type}', '/warehouse/rma/edit/5', undefined],
    [
      '/warehouse/rma/edit/{id}/{type}',
      '/warehouse/rma/edit/5/partial',
      { id: '5', type: 'partial' },
    ],
    ['/order/list', '/order/list', {}],
    ['/order/list', '/order/list/', {}],
    ['/order/list', '/order/List', undefined],
    ['/order/list', '/order', undefined],
  ])('%s with %s → %j', (pattern, path, expected) => {
    expect(matchRoutePattern(pattern, path)).toEqual(expected);
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);

  it('matches what fillRoutePattern builds, giving the same parameters back', () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 3 }), (productId, optional) => {
        const names = ['waId', 'is_edit', 'status'];
        const params = Object.fromEntries([
          ['product_id', productId],
          ...optional.map((value, i) => [names[i], value]),
        ]);
        const built = fillRoutePattern(PRODUCT_DETAIL, params);
        expect(built.ok && matchRoutePattern(PRODUCT_DETAIL, built.value)).toEqual(params);
      }),
    );
  });

  it('never matches a path with a different static prefix', () => {
    fc.assert(
      fc.property(segment, segment, (first, id) => {
        fc.pre(first !== 'warehouse');
        expect(matchRoutePattern(PRODUCT_DETAIL, `/${first}/product/detail/${id}`)).toBeUndefined();
      }),
    );
  });
});

describe('fillRoutePattern', () => {
  it.each([
    ['/order/edit/{id}', { id: '9' }, '/order/edit/9'],
    ['/account/plan/list/{warehouse?}', {}, '/account/plan/list'],
    ['/account/plan/list/{warehouse?}', { warehouse: '' }, '/account/plan/list'],
    ['/account/plan/list/{warehouse?}', { warehouse: 'UK' }, '/account/plan/list/UK'],
    ['/order/list', { extra: '1' }, '/order/list'],
  ])('%s with %j → %s', (pattern, params, expected) => {
    expect(fillRoutePattern(pattern, params)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['/order/edit/{id}', {}, 'id'],
    ['/order/edit/{id}', { id: '' }, 'id'],
    ['/warehouse/rma/edit/{id}/{type}', { id: '1' }, 'type'],
  ])('%s with %j is missing %s', (pattern, params, param) => {
    expect(fillRoutePattern(pattern, params)).toEqual({
      ok: false,
      error: { code: SHELL_MESSAGE.ROUTE_PARAM_MISSING, params: { param } },
    });
  });
});

const TABLE: readonly RouteRecord[] = [
  { name: 'login', path: '/login', meta: { title: 'ROUTE.LOGIN' } },
  {
    name: 'order',
    path: '/order',
    redirect: 'noredirect',
    children: [
      { name: 'order.list', path: '/order/list' },
      { name: 'order.edit', path: '/order/edit/{id}' },
    ],
  },
  { path: '/message', feature: 'message', children: [{ name: 'm', path: '/message/index' }] },
];

describe('resolveRoute', () => {
  it.each([
    ['', { kind: 'redirect', to: DEFAULT_ROUTE }],
    ['/', { kind: 'redirect', to: DEFAULT_ROUTE }],
    ['/order', { kind: 'redirect', to: NOT_FOUND_PATH }],
    ['/nowhere', { kind: 'redirect', to: NOT_FOUND_PATH }],
    ['/order/edit', { kind: 'redirect', to: NOT_FOUND_PATH }],
  ])('%j → %j', (path, expected) => {
    expect(resolveRoute(TABLE, path)).toEqual(expected);
  });

  it('returns the matched chain and the parameters of a screen', () => {
    const resolved = resolveRoute(TABLE, '/order/edit/12');
    expect(resolved.kind === 'matched' && resolved.matched.map((r) => r.name)).toEqual([
      'order',
      'order.edit',
    ]);
    expect(resolved.kind === 'matched' && resolved.params).toEqual({ id: '12' });
  });

  it('either matches a screen of the table or redirects to the landing route or /404', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const resolved = resolveRoute(TABLE, path);
        if (resolved.kind === 'redirect')
          expect([DEFAULT_ROUTE, NOT_FOUND_PATH]).toContain(resolved.to);
        else {
          expect(resolved.route.children).toBeUndefined();
          expect(resolved.matched.at(-1)).toBe(resolved.route);
        }
      }),
    );
  });
});

describe('filterRoutesByFeatures', () => {
  it.each([
    [{ ...DEFAULT_FEATURE_FLAGS, message: false }, ['login', 'order', 'order.list', 'order.edit']],
    [
      { ...DEFAULT_FEATURE_FLAGS, message: true },
      ['login', 'order', 'order.list', 'order.edit', undefined, 'm'],
    ],
  ])('with %j keeps %j', (flags, names) => {
    expect(flattenRoutes(filterRoutesByFeatures(TABLE, flags)).map((r) => r.name)).toEqual(names);
  });

  it('keeps no route of a feature that is off, and every route of one that is on', () => {
    const flagsArb = fc.record({
      message: fc.boolean(),
      settings: fc.boolean(),
      activation: fc.boolean(),
      demo: fc.boolean(),
    });
    fc.assert(
      fc.property(flagsArb, (flags) => {
        const kept = flattenRoutes(filterRoutesByFeatures(TABLE, flags));
        for (const route of kept) if (route.feature) expect(flags[route.feature]).toBe(true);
        const expectedMessage = flags.message ? 2 : 0;
        expect(kept.filter((r) => r.path.startsWith('/message'))).toHaveLength(expectedMessage);
      }),
    );
  });
});

describe('PUBLIC_PATHS', () => {
  it('holds the nine public paths of the specification', () => {
    expect(PUBLIC_PATHS).toHaveLength(9);
  });

  it('is an exact list: any other string, including a public path with a suffix, is private', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUBLIC_PATHS), fc.string({ minLength: 1 }), (path, suffix) => {
        expect(isPublicPath(path)).toBe(true);
        expect(isPublicPath(`${path}${suffix}`)).toBe(false);
      }),
    );
  });
});

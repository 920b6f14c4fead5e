import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BreadcrumbItem } from './breadcrumb';
import { STORAGE_SERVICE_CRUMB, buildBreadcrumb } from './breadcrumb';
import { SHELL_ROUTES } from './route-table';
import type { RouteRecord } from './routes';
import { resolveRoute } from './routes';

const crumbsAt = (path: string): BreadcrumbItem[] => {
  const resolved = resolveRoute(SHELL_ROUTES, path);
  if (resolved.kind !== 'matched') throw new Error(`${path} is not a screen`);
  return buildBreadcrumb(resolved);
};

describe('buildBreadcrumb on the real route table', () => {
  it.each<[string, BreadcrumbItem[]]>([
    ['/dashboard', [{ titleKey: 'ROUTE.DASHBOARD' }]],
    [
      '/order/list',
      [
        STORAGE_SERVICE_CRUMB,
        { titleKey: 'ROUTE.SHIPPING', to: undefined },
        { titleKey: 'ROUTE.ORDER_LIST' },
      ],
    ],
    [
      '/account/warehouse/activated',
      [
        STORAGE_SERVICE_CRUMB,
        { titleKey: 'ROUTE.ACCOUNT', to: undefined },
        { titleKey: 'ROUTE.ACCOUNT_WAREHOUSE', to: undefined },
        { titleKey: 'ROUTE.MY_WAREHOUSE' },
      ],
    ],
    ['/help', [STORAGE_SERVICE_CRUMB, { titleKey: 'ROUTE.HELP' }]],
    ['/login', [STORAGE_SERVICE_CRUMB, { titleKey: 'ROUTE.LOGIN' }]],
  ])('%s', (path, expected) => {
    expect(crumbsAt(path)).toEqual(expected);
  });
});

const route = (extra: Partial<RouteRecord>): RouteRecord => ({ path: '/x', ...extra });

describe('buildBreadcrumb on hand-made chains', () => {
  it.each<[string, readonly RouteRecord[], Record<string, string>, BreadcrumbItem[]]>([
    [
      'nothing matched: the storage entry alone is plain text',
      [],
      {},
      [{ titleKey: 'SHELL.STORAGE_SERVICE' }],
    ],
    [
      'a redirect is the link',
      [
        route({ name: 'a', path: '/a', redirect: '/a/list', meta: { title: 'A' } }),
        route({ name: 'b', path: '/a/b', meta: { title: 'B' } }),
      ],
      {},
      [STORAGE_SERVICE_CRUMB, { titleKey: 'A', to: '/a/list' }, { titleKey: 'B' }],
    ],
    [
      'without redirect the path with its parameters is the link',
      [
        route({ name: 'a', path: '/a/{id}', meta: { title: 'A' } }),
        route({ name: 'b', path: '/a/{id}/b', meta: { title: 'B' } }),
      ],
      { id: '7' },
      [STORAGE_SERVICE_CRUMB, { titleKey: 'A', to: '/a/7' }, { titleKey: 'B' }],
    ],
    [
      'unnamed and untitled routes are left out',
      [
        route({ path: '/a', meta: { title: 'A' } }),
        route({ name: 'b', path: '/a/b' }),
        route({ name: 'c', path: '/a/c', meta: { title: 'C' } }),
      ],
      {},
      [STORAGE_SERVICE_CRUMB, { titleKey: 'C' }],
    ],
    [
      'noredirect is plain text even when not last',
      [
        route({ name: 'a', path: '/a', redirect: 'noredirect', meta: { title: 'A' } }),
        route({ name: 'b', path: '/a/b', meta: { title: 'B' } }),
      ],
      {},
      [STORAGE_SERVICE_CRUMB, { titleKey: 'A', to: undefined }, { titleKey: 'B' }],
    ],
  ])('%s', (_name, matched, params, expected) => {
    expect(buildBreadcrumb({ matched, params })).toEqual(expected);
  });

  const routeArb: fc.Arbitrary<RouteRecord> = fc.record({
    name: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }),
    path: fc.constantFrom('/a', '/dashboard', '/b/{id}', '/c/{id?}'),
    redirect: fc.option(fc.constantFrom('noredirect', '/r'), { nil: undefined }),
    meta: fc.option(fc.record({ title: fc.constantFrom('T1', 'T2') }), { nil: undefined }),
  });
  const chainArb = fc.array(routeArb, { maxLength: 5 });
  const paramsArb = fc.dictionary(fc.constantFrom('id'), fc.stringMatching(/^[a-z0-9]{1,4}$/));

  it('starts with the storage entry unless on the dashboard, and ends with plain text', () => {
    fc.assert(
      fc.property(chainArb, paramsArb, (matched, params) => {
        const crumbs = buildBreadcrumb({ matched, params });
        const onDashboard = matched.some((r) => r.path === '/dashboard');
        expect(crumbs[0]?.titleKey === 'SHELL.STORAGE_SERVICE').toBe(!onDashboard);
        expect(crumbs.at(-1)?.to).toBeUndefined();
        const named = matched.filter((r) => r.name !== undefined && r.meta !== undefined);
        expect(crumbs).toHaveLength(named.length + (onDashboard ? 0 : 1));
      }),
    );
  });

  it("never links a crumb whose redirect is 'noredirect'", () => {
    fc.assert(
      fc.property(chainArb, paramsArb, (matched, params) => {
        const crumbs = buildBreadcrumb({ matched, params });
        const named = matched.filter((r) => r.name !== undefined && r.meta !== undefined);
        const offset = crumbs.length - named.length;
        named.forEach((r, i) => {
          if (r.redirect === 'noredirect') expect(crumbs[i + offset]?.to).toBeUndefined();
        });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from './route-table';
import type { RouteRecord } from './routes';
import { DEFAULT_FEATURE_FLAGS, filterRoutesByFeatures, flattenRoutes } from './routes';
import type { SidebarItem, SidebarOpenAction, SidebarOpenState } from './sidebar';
import {
  SIDEBAR_ALL_CLOSED,
  SIDEBAR_HEADER,
  buildSidebar,
  isSidebarGroupOpen,
  sidebarOpenReducer,
} from './sidebar';

const screen = (name: string, path: string, extra: Partial<RouteRecord> = {}): RouteRecord => ({
  name,
  path,
  meta: { title: `ROUTE.${name}` },
  ...extra,
});
const TABLE: readonly RouteRecord[] = [
  screen('login', '/login'),
  {
    path: '/help',
    children: [{ name: 'help', path: '/help', meta: { title: 'ROUTE.HELP', icon: 'q' } }],
  },
  {
    path: '/tools',
    meta: { title: 'ROUTE.T', icon: 'wrench' },
    children: [screen('tools', '/tools')],
  },
  {
    name: 'order',
    path: '/order',
    meta: { title: 'ROUTE.ORDER', icon: 'ship' },
    children: [screen('order.list', '/order/list'), screen('order.edit', '/order/edit/{id}')],
  },
  {
    name: 'acc',
    path: '/acc',
    alwaysShow: true,
    meta: { title: 'ROUTE.ACC', icon: 'user' },
    children: [
      screen('acc.one', '/acc/one'),
      screen('acc.hidden', '/acc/hidden', { hidden: true }),
      {
        name: 'acc.plan',
        path: '/acc/plan',
        meta: { title: 'ROUTE.PLAN' },
        children: [
          screen('acc.plan.list', '/acc/plan/list/{w?}'),
          screen('acc.plan.log', '/acc/plan/log'),
        ],
      },
    ],
  },
  { name: 'secret', path: '/secret', hidden: true, children: [screen('secret.x', '/secret/x')] },
  {
    name: 'set',
    path: '/set',
    isSettingMenu: true,
    meta: { title: 'ROUTE.SET', icon: 'cog' },
    children: [screen('set.a', '/set/a'), screen('set.b', '/set/b')],
  },
];
const ALL_NAMES = flattenRoutes(TABLE).flatMap((r) => (r.name ? [r.name] : []));
const link = (key: string, name: string, icon?: string, path = key): SidebarItem => ({
  kind: 'link',
  key,
  name,
  path,
  icon,
  titleKey: `ROUTE.${name}`,
});

describe('buildSidebar', () => {
  it('builds the whole example table', () => {
    expect(buildSidebar(TABLE, { permitted: ALL_NAMES, settingsMenuOnly: false })).toEqual([
      {
        kind: 'link',
        key: '/help',
        name: 'help',
        path: '/help',
        icon: 'q',
        titleKey: 'ROUTE.HELP',
      },
      link('/tools', 'tools', 'wrench'),
      link('/order/list', 'order.list', 'ship'),
      {
        kind: 'group',
        key: '/acc',
        name: 'acc',
        icon: 'user',
        titleKey: 'ROUTE.ACC',
        children: [
          link('/acc/one', 'acc.one'),
          {
            kind: 'group',
            key: '/acc/plan',
            name: 'acc.plan',
            icon: undefined,
            titleKey: 'ROUTE.PLAN',
            children: [
              link('/acc/plan/list/{w?}', 'acc.plan.list', undefined, '/acc/plan/list'),
              link('/acc/plan/log', 'acc.plan.log'),
            ],
          },
        ],
      },
      {
        kind: 'group',
        key: '/set',
        name: 'set',
        icon: 'cog',
        titleKey: 'ROUTE.SET',
        children: [link('/set/a', 'set.a'), link('/set/b', 'set.b')],
      },
    ]);
  });

  it.each<[string, readonly string[], boolean, readonly string[]]>([
    ['everything permitted', ALL_NAMES, false, ['/help', '/tools', '/order/list', '/acc', '/set']],
    ['settings menu only', ALL_NAMES, true, ['/set']],
    ['nothing permitted', [], false, []],
    ['permitted by path', ['/tools', '/set/a'], false, ['/tools', '/set/a']],
    ['a group with one permitted child becomes a flat link', ['set.b'], false, ['/set/b']],
    ['alwaysShow keeps a group for one child', ['acc.one'], false, ['/acc']],
    ['a hidden group is skipped even when permitted', ['secret', 'secret.x'], false, []],
    ['a top-level screen without children is skipped', ['login'], false, []],
    ['a screen that needs a parameter is no link', ['order.edit'], false, []],
    ['a group alone is not enough', ['order', 'acc', 'set'], true, []],
  ])('%s', (_name, permitted, settingsMenuOnly, keys) => {
    expect(buildSidebar(TABLE, { permitted, settingsMenuOnly }).map((i) => i.key)).toEqual(keys);
  });

  it('shows the five settings groups of the real table in the settings-style sidebar', () => {
    const routes = filterRoutesByFeatures(SHELL_ROUTES, DEFAULT_FEATURE_FLAGS);
    const permitted = flattenRoutes(routes).flatMap((r) => (r.name ? [r.name] : []));
    const items = buildSidebar(routes, { permitted, settingsMenuOnly: true });
    expect(items.map((i) => [i.kind, i.key])).toEqual([
      ['link', '/setting/notification/notice'],
      ['group', '/setting/user'],
      ['group', '/setting/preference'],
      ['group', '/setting/subAccount'],
      ['link', '/setting/developer/apiManage'],
    ]);
  });

  it('gives the header a link to the root path and the settings title', () => {
    expect(SIDEBAR_HEADER).toEqual({ to: '/', titleKey: 'SHELL.SETTINGS_TITLE' });
  });

  // Random route trees: paths are unique by construction, names follow the paths.
  const treeArb = (prefix: string, depth: number): fc.Arbitrary<RouteRecord[]> =>
    fc
      .array(
        fc.record({
          hidden: fc.boolean(),
          alwaysShow: fc.boolean(),
          settings: fc.boolean(),
          leaf: fc.boolean(),
        }),
        { maxLength: 3 },
      )
      .chain((specs) =>
        fc.tuple(
          ...specs.map((spec, i) => {
            const path = `${prefix}/r${i}`;
            const own = {
              name: `n${path}`,
              path,
              hidden: spec.hidden,
              alwaysShow: spec.alwaysShow,
              isSettingMenu: spec.settings,
            };
            return spec.leaf || depth === 0
              ? fc.constant<RouteRecord>(own)
              : treeArb(path, depth - 1).map((children): RouteRecord => ({ ...own, children }));
          }),
        ),
      );
  const routesArb = treeArb('', 2);
  const permittedFor = (routes: readonly RouteRecord[]) =>
    fc.subarray(flattenRoutes(routes).map((r) => r.name ?? ''));

  const everyItem = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.flatMap((i) => [i, ...(i.kind === 'group' ? everyItem(i.children) : [])]);

  it('shows only permitted, visible screens, and no empty group', () => {
    fc.assert(
      fc.property(
        routesArb.chain((routes) =>
          fc.tuple(fc.constant(routes), permittedFor(routes), fc.boolean()),
        ),
        ([routes, permitted, settingsMenuOnly]) => {
          const byKey = new Map(flattenRoutes(routes).map((r) => [r.path, r]));
          for (const item of everyItem(buildSidebar(routes, { permitted, settingsMenuOnly }))) {
            const route = byKey.get(item.key);
            expect(route?.hidden).toBe(false);
            if (item.kind === 'link') expect(permitted).toContain(route?.name);
            else expect(item.children.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('keeps only settings-menu routes at the top of the settings-style sidebar', () => {
    fc.assert(
      fc.property(
        routesArb.chain((routes) => fc.tuple(fc.constant(routes), permittedFor(routes))),
        ([routes, permitted]) => {
          const tops = new Map(routes.map((r) => [r.path, r]));
          for (const item of buildSidebar(routes, { permitted, settingsMenuOnly: true })) {
            const top =
              item.kind === 'group'
                ? tops.get(item.key)
                : [...tops.values()].find((r) => item.key.startsWith(`${r.path}/`));
            expect(top?.isSettingMenu).toBe(true);
          }
        },
      ),
    );
  });

  it('turns a group into one flat link exactly when it has one visible link and no alwaysShow', () => {
    fc.assert(
      fc.property(
        routesArb.chain((routes) => fc.tuple(fc.constant(routes), permittedFor(routes))),
        ([routes, permitted]) => {
          const byKey = new Map(flattenRoutes(routes).map((r) => [r.path, r]));
          for (const item of everyItem(
            buildSidebar(routes, { permitted, settingsMenuOnly: false }),
          )) {
            if (item.kind !== 'group') continue;
            const [only] = item.children;
            const collapsible = item.children.length === 1 && only?.kind === 'link';
            expect(collapsible && byKey.get(item.key)?.alwaysShow !== true).toBe(false);
          }
        },
      ),
    );
  });
});

describe('sidebarOpenReducer', () => {
  const open = (chain: string[]): SidebarOpenState => ({ openChain: chain });
  it.each<[string, SidebarOpenState, SidebarOpenAction, SidebarOpenState]>([
    ['opens a group', SIDEBAR_ALL_CLOSED, { type: 'openGroup', chain: ['/a'] }, open(['/a'])],
    [
      'opening another closes the first',
      open(['/a']),
      { type: 'openGroup', chain: ['/b'] },
      open(['/b']),
    ],
    [
      'opening a nested group keeps its parent',
      open(['/a']),
      { type: 'openGroup', chain: ['/a', '/a/x'] },
      open(['/a', '/a/x']),
    ],
    [
      'opening a nested sibling closes the other',
      open(['/a', '/a/x']),
      { type: 'openGroup', chain: ['/a', '/a/y'] },
      open(['/a', '/a/y']),
    ],
    [
      'closing a group closes its children',
      open(['/a', '/a/x']),
      { type: 'closeGroup', chain: ['/a'] },
      open([]),
    ],
    [
      'closing a nested group keeps its parent',
      open(['/a', '/a/x']),
      { type: 'closeGroup', chain: ['/a', '/a/x'] },
      open(['/a']),
    ],
    [
      'closing a closed group changes nothing',
      open(['/a']),
      { type: 'closeGroup', chain: ['/b'] },
      open(['/a']),
    ],
    [
      'toggle opens a closed group',
      open(['/a']),
      { type: 'toggleGroup', chain: ['/b'] },
      open(['/b']),
    ],
    ['toggle closes an open group', open(['/a']), { type: 'toggleGroup', chain: ['/a'] }, open([])],
    [
      'an empty chain changes nothing',
      open(['/a']),
      { type: 'openGroup', chain: [] },
      open(['/a']),
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(sidebarOpenReducer(state, action)).toEqual(expected);
  });

  const keyArb = fc.constantFrom('/a', '/b', '/c');
  const chainArb = fc.array(keyArb, { minLength: 1, maxLength: 3 });
  const actionArb: fc.Arbitrary<SidebarOpenAction> = fc.record({
    type: fc.constantFrom('openGroup' as const, 'closeGroup' as const, 'toggleGroup' as const),
    chain: chainArb,
  });
  const stateArb = fc
    .array(actionArb)
    .map((actions) => actions.reduce(sidebarOpenReducer, SIDEBAR_ALL_CLOSED));

  it('after opening a group it is open and no other group of its level is', () => {
    fc.assert(
      fc.property(stateArb, chainArb, keyArb, (state, chain, other) => {
        const next = sidebarOpenReducer(state, { type: 'openGroup', chain });
        expect(isSidebarGroupOpen(next, chain)).toBe(true);
        const sibling = [...chain.slice(0, -1), other];
        if (other !== chain.at(-1)) expect(isSidebarGroupOpen(next, sibling)).toBe(false);
      }),
    );
  });

  it('after closing a group it is closed, and its ancestors stay as they were', () => {
    fc.assert(
      fc.property(stateArb, chainArb, (state, chain) => {
        const next = sidebarOpenReducer(state, { type: 'closeGroup', chain });
        expect(isSidebarGroupOpen(next, chain)).toBe(false);
        for (let i = 1; i < chain.length; i += 1) {
          const ancestor = chain.slice(0, i);
          expect(isSidebarGroupOpen(next, ancestor)).toBe(isSidebarGroupOpen(state, ancestor));
        }
      }),
    );
  });

  it('toggle flips whether the group is open', () => {
    fc.assert(
      fc.property(stateArb, chainArb, (state, chain) => {
        const next = sidebarOpenReducer(state, { type: 'toggleGroup', chain });
        expect(isSidebarGroupOpen(next, chain)).toBe(!isSidebarGroupOpen(state, chain));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VisitedTab, VisitedTabsAction, VisitedTabsState } from './visited-tabs';
import { VISITED_TABS_EMPTY, isTabClosable, visitedTabsReducer } from './visited-tabs';

const tab = (path: string, name?: string, noCache = false, title = path): VisitedTab => ({
  path,
  name,
  title,
  noCache,
});
const state = (visited: VisitedTab[], activePath: string): VisitedTabsState => ({
  visited,
  cachedViews: [...new Set(visited.flatMap((t) => (t.noCache || !t.name ? [] : [t.name])))],
  activePath,
});
const DASH = tab('/dashboard', 'dashboard');
const A = tab('/a', 'a');
const B = tab('/b', 'b');
const C = tab('/c', 'c', true);

describe('visitedTabsReducer', () => {
  it.each<[string, VisitedTabsState, VisitedTabsAction, VisitedTabsState]>([
    [
      'adds a tab and shows it',
      VISITED_TABS_EMPTY,
      { type: 'addTab', tab: { path: '/a', name: 'a', title: '/a' } },
      state([A], '/a'),
    ],
    [
      'title defaults to no-name',
      VISITED_TABS_EMPTY,
      { type: 'addTab', tab: { path: '/a', name: 'a' } },
      state([tab('/a', 'a', false, 'no-name')], '/a'),
    ],
    [
      'an empty title is no-name too',
      VISITED_TABS_EMPTY,
      { type: 'addTab', tab: { path: '/a', title: '' } },
      state([tab('/a', undefined, false, 'no-name')], '/a'),
    ],
    [
      'an existing path is not added again',
      state([A, B], '/b'),
      { type: 'addTab', tab: { path: '/a', name: 'other', title: 'x' } },
      state([A, B], '/a'),
    ],
    [
      'a noCache tab is not cached',
      state([A], '/a'),
      { type: 'addTab', tab: { path: '/c', name: 'c', title: '/c', noCache: true } },
      state([A, C], '/c'),
    ],
    [
      'closing another tab keeps the active one',
      state([A, B], '/b'),
      { type: 'closeTab', path: '/a' },
      state([B], '/b'),
    ],
    [
      'closing the active tab moves to the last remaining',
      state([A, B, C], '/a'),
      { type: 'closeTab', path: '/a' },
      state([B, C], '/c'),
    ],
    [
      'closing the last tab moves to /',
      state([A], '/a'),
      { type: 'closeTab', path: '/a' },
      state([], '/'),
    ],
    [
      'the dashboard tab never closes',
      state([DASH, A], '/dashboard'),
      { type: 'closeTab', path: '/dashboard' },
      state([DASH, A], '/dashboard'),
    ],
    [
      'closing an unknown path changes nothing',
      state([A], '/a'),
      { type: 'closeTab', path: '/zzz' },
      state([A], '/a'),
    ],
    [
      'close others keeps the chosen tab and the dashboard',
      state([DASH, A, B, C], '/c'),
      { type: 'closeOtherTabs', path: '/b' },
      state([DASH, B], '/b'),
    ],
    [
      'close others on the dashboard',
      state([A, DASH, B], '/a'),
      { type: 'closeOtherTabs', path: '/dashboard' },
      state([DASH], '/dashboard'),
    ],
    [
      'close all keeps the dashboard and moves there',
      state([DASH, A, B], '/b'),
      { type: 'closeAllTabs' },
      state([DASH], '/dashboard'),
    ],
    [
      'closing a tab after the active one keeps it active',
      state([DASH, A, B, C], '/a'),
      { type: 'closeTab', path: '/c' },
      state([DASH, A, B], '/a'),
    ],
    [
      'close others activates the kept tab, wherever it stands',
      state([A, DASH, B], '/b'),
      { type: 'closeOtherTabs', path: '/a' },
      state([A, DASH], '/a'),
    ],
    [
      'close others on a tab that is not open leaves the dashboard',
      state([DASH, A, B], '/a'),
      { type: 'closeOtherTabs', path: '/x' },
      state([DASH], '/dashboard'),
    ],
    [
      'close others on a tab that is not open, without a dashboard, goes to /',
      state([A, B], '/a'),
      { type: 'closeOtherTabs', path: '/x' },
      state([], '/'),
    ],
    [
      'close all on the dashboard stays',
      state([A, DASH], '/dashboard'),
      { type: 'closeAllTabs' },
      state([DASH], '/dashboard'),
    ],
    [
      'close all without a dashboard goes to /',
      state([A, B], '/a'),
      { type: 'closeAllTabs' },
      state([], '/'),
    ],
  ])('%s', (_name, before, action, expected) => {
    expect(visitedTabsReducer(before, action)).toEqual(expected);
  });

  it.each([
    ['/dashboard', false],
    ['/a', true],
    ['/dashboard/x', true],
  ])('%s closable: %s', (path, expected) => {
    expect(isTabClosable(path)).toBe(expected);
  });

  const pathArb = fc.constantFrom('/dashboard', '/a', '/b', '/c', '/d');
  const actionArb: fc.Arbitrary<VisitedTabsAction> = fc.oneof(
    fc.record({
      type: fc.constant('addTab' as const),
      tab: fc.record({
        path: pathArb,
        name: fc.option(fc.constantFrom('x', 'y', 'z'), { nil: undefined }),
        title: fc.option(fc.string(), { nil: undefined }),
        noCache: fc.option(fc.boolean(), { nil: undefined }),
      }),
    }),
    fc.record({ type: fc.constant('closeTab' as const), path: pathArb }),
    fc.record({ type: fc.constant('closeOtherTabs' as const), path: pathArb }),
    fc.constant<VisitedTabsAction>({ type: 'closeAllTabs' }),
  );
  const historyArb = fc.array(actionArb, { maxLength: 25 });
  const replay = (actions: readonly VisitedTabsAction[]) =>
    actions.reduce(visitedTabsReducer, VISITED_TABS_EMPTY);

  it('keeps paths unique, caches exactly the names of cacheable tabs, and shows an open tab or /', () => {
    fc.assert(
      fc.property(historyArb, (actions) => {
        const s = replay(actions);
        const paths = s.visited.map((t) => t.path);
        expect(new Set(paths).size).toBe(paths.length);
        const cacheable = new Set(s.visited.flatMap((t) => (t.noCache || !t.name ? [] : [t.name])));
        expect(new Set(s.cachedViews)).toEqual(cacheable);
        expect(s.cachedViews).toHaveLength(cacheable.size);
        if (s.visited.length === 0) expect(s.activePath).toBe('/');
        else expect(paths).toContain(s.activePath);
        for (const t of s.visited) expect(t.title).not.toBe('');
      }),
    );
  });

  it('never closes the dashboard tab', () => {
    fc.assert(
      fc.property(historyArb, actionArb, (actions, action) => {
        const before = replay(actions);
        const hadDashboard = before.visited.some((t) => t.path === '/dashboard');
        const after = visitedTabsReducer(before, action);
        if (hadDashboard) expect(after.visited.some((t) => t.path === '/dashboard')).toBe(true);
      }),
    );
  });

  it('closing the active tab moves to the last remaining tab or to /', () => {
    fc.assert(
      fc.property(historyArb, (actions) => {
        const before = replay(actions);
        fc.pre(isTabClosable(before.activePath) && before.visited.length > 0);
        const after = visitedTabsReducer(before, { type: 'closeTab', path: before.activePath });
        expect(after.activePath).toBe(after.visited.at(-1)?.path ?? '/');
      }),
    );
  });

  it('closing a tab that is not active keeps the active tab', () => {
    fc.assert(
      fc.property(historyArb, pathArb, (actions, path) => {
        const before = replay(actions);
        fc.pre(path !== before.activePath && before.visited.length > 0);
        expect(visitedTabsReducer(before, { type: 'closeTab', path }).activePath).toBe(
          before.activePath,
        );
      }),
    );
  });
});

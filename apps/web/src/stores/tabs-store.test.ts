import type { Navigator, RouteRecord } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TabsStore } from './tabs-store';

const route = (name: string, noCache = false): RouteRecord => ({
  name,
  path: `/${name}`,
  meta: { title: `ROUTE.${name.toUpperCase()}` },
  noCache,
});

function tabsWith(...paths: string[]) {
  const went: string[] = [];
  const navigator: Navigator = {
    go: (path) => void went.push(path),
    replace: () => undefined,
    reload: () => undefined,
    openExternal: () => undefined,
  };
  const tabs = new TabsStore(navigator);
  tabs.ensureDashboard({
    name: 'dashboard',
    path: '/dashboard',
    meta: { title: 'ROUTE.DASHBOARD' },
  });
  for (const path of paths) tabs.visit(path, route(path.slice(1)));
  return { tabs, went };
}

describe('TabsStore', () => {
  it('starts with the dashboard and adds each path once', () => {
    const { tabs } = tabsWith('/a', '/b', '/a');
    expect(tabs.tabs.map((t) => t.path)).toEqual(['/dashboard', '/a', '/b']);
    expect(tabs.activePath).toBe('/a');
  });

  it('closing the active tab moves to the last remaining tab', () => {
    const { tabs, went } = tabsWith('/a', '/b');
    tabs.close('/b');
    expect(went).toEqual(['/a']);
  });

  it('closing an inactive tab stays where it is', () => {
    const { tabs, went } = tabsWith('/a', '/b');
    tabs.close('/a');
    expect(went).toEqual([]);
    expect(tabs.tabs.map((t) => t.path)).toEqual(['/dashboard', '/b']);
  });

  it('the dashboard never closes, not even with close all', () => {
    const { tabs, went } = tabsWith('/a');
    tabs.close('/dashboard');
    tabs.closeAll();
    expect(tabs.tabs.map((t) => t.path)).toEqual(['/dashboard']);
    expect(went).toEqual(['/dashboard']);
  });

  it('close others keeps the chosen tab and the dashboard, and shows the chosen one', () => {
    const { tabs, went } = tabsWith('/a', '/b', '/c');
    tabs.closeOthers('/b');
    expect(tabs.tabs.map((t) => t.path)).toEqual(['/dashboard', '/b']);
    expect(went).toEqual(['/b']);
  });

  it('keeps screens alive unless their route is noCache', () => {
    const { tabs } = tabsWith('/a');
    tabs.visit('/fresh', route('fresh', true));
    expect(tabs.isCached('/a')).toBe(true);
    expect(tabs.isCached('/fresh')).toBe(false);
  });

  it('reset forgets every tab (a logout)', () => {
    const { tabs } = tabsWith('/a');
    tabs.reset();
    expect(tabs.tabs).toEqual([]);
  });
});

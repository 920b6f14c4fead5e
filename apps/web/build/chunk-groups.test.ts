// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModuleGraph } from './chunk-groups';
import { chunkGroups, isSharedKit, staticClosure } from './chunk-groups';

const graphOf = (edges: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in edges ? { importedIds: edges[id] ?? [] } : null),
});

describe('the chunk groups', () => {
  it('follows static imports transitively, once each, through cycles', () => {
    const graph = graphOf({ a: ['b', 'c'], b: ['c', 'a'], c: ['d'], d: [], e: ['a'] });
    expect([...staticClosure(graph, 'a')].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...staticClosure(graph, 'd')]).toEqual(['d']);
  });

  it('closes over what it reaches: the closure of a reached module is inside it', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const edges = fc.dictionary(fc.constantFrom(...ids), fc.subarray(ids), { minKeys: 1 });
    fc.assert(
      fc.property(edges, fc.constantFrom(...ids), (table, start) => {
        const graph = graphOf(table);
        const closure = staticClosure(graph, start);
        expect(closure.has(start)).toBe(true);
        for (const id of closure)
          for (const next of staticClosure(graph, id)) expect(closure.has(next)).toBe(true);
      }),
    );
  });

  it.each([
    ['/repo/apps/web/src/components/TextField.tsx', true],
    ['/repo/apps/web/src/lists/DataTable.tsx', true],
    ['/repo/apps/web/src/layout/MainLayout.tsx', true],
    [
      '/repo/node_modules/.pnpm/semantic-ui-react@2.1.5/node_modules/semantic-ui-react/dist/es/index.js',
      true,
    ],
    ['/repo/apps/web/src/kit/QrCode.tsx', false],
    ['/repo/apps/web/src/kit/code128.ts', false],
    ['/repo/apps/web/src/screens/order/OrderListScreen.tsx', false],
    ['/repo/node_modules/.pnpm/chart.js@4.5.1/node_modules/chart.js/dist/chart.js', false],
    [
      '/repo/node_modules/.pnpm/libphonenumber-js@1.12.1/node_modules/libphonenumber-js/index.js',
      false,
    ],
  ])('%s is in the shared kit: %s', (id, kit) => {
    expect(isSharedKit(id)).toBe(kit);
  });

  it("puts the login's own modules in its group and never in the kit", () => {
    const web = '/repo/apps/web';
    const login = `${web}/src/screens/login/LoginScreen.tsx`;
    const field = `${web}/src/components/TextField.tsx`;
    const table = `${web}/src/lists/DataTable.tsx`;
    const domain = '/repo/packages/domain/src/index.ts';
    const graph = graphOf({
      [login]: [field, domain],
      [field]: [],
      [table]: [field],
      [domain]: [],
    });
    const [, loginGroup, kitGroup] = chunkGroups(web);
    const name = (group: typeof loginGroup, id: string) =>
      typeof group?.name === 'function' ? group.name(id, graph) : undefined;
    expect(name(loginGroup, login)).toBe('login');
    expect(name(loginGroup, field)).toBe('login');
    // the packages keep the automatic chunks: their index reaches every module before shaking
    expect(name(loginGroup, domain)).toBeNull();
    expect(name(kitGroup, field)).toBeNull();
    expect(name(kitGroup, table)).toBe('kit');
  });
});

import { describe, expect, it } from 'vitest';
import { enStorage, zhStorage } from './storage-texts';
import { catalogs } from './translate';
import type { CatalogTree } from './types';
import { enCore, translateCore, zhCore } from './web-core';

const keysOf = (tree: CatalogTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe("the web app's catalog entries", () => {
  it.each([
    ['en', enCore, enStorage],
    ['zh', zhCore, zhStorage],
  ] as const)(
    '%s: core and storage texts together are the whole catalog, no key in both',
    (language, core, storage) => {
      const coreKeys = keysOf(core);
      const storageKeys = keysOf(storage);
      expect([...coreKeys, ...storageKeys].sort()).toEqual(keysOf(catalogs[language]).sort());
      expect(coreKeys.filter((key) => storageKeys.includes(key))).toEqual([]);
    },
  );

  it.each(['UI.PRODUCT.', 'UI.ASN.', 'UI.INVENTORY.', 'UI.RMA.', 'UI.SERVICES.', 'SERVER.'])(
    'the first page does not carry %s texts',
    (prefix) => {
      expect(keysOf(enCore).filter((key) => key.startsWith(prefix))).toEqual([]);
      expect(keysOf(enStorage).some((key) => key.startsWith(prefix))).toBe(true);
    },
  );

  it.each([
    ['en', 'Loading…'],
    ['zh', '加载中…'],
  ] as const)('the core translator reads the core texts in %s', (language, text) => {
    expect(translateCore(language, 'UI.COMMON.LOADING')).toBe(text);
    expect(translateCore(language, 'NO.SUCH.CODE')).toBe('NO.SUCH.CODE');
  });
});

import { describe, expect, it } from 'vitest';
import { enOrders, zhOrders } from './order-texts';
import { enRoles, zhRoles } from './roles-texts';
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
    ['en', enCore, enStorage, enOrders, enRoles],
    ['zh', zhCore, zhStorage, zhOrders, zhRoles],
  ] as const)(
    '%s: core, storage, order and role texts together are the whole catalog, no key in two',
    (language, core, storage, orders, roles) => {
      const coreKeys = keysOf(core);
      const storageKeys = keysOf(storage);
      const orderKeys = keysOf(orders);
      const roleKeys = keysOf(roles);
      expect([...coreKeys, ...storageKeys, ...orderKeys, ...roleKeys].sort()).toEqual(
        keysOf(catalogs[language]).sort(),
      );
      expect(
        roleKeys.filter(
          (key) => coreKeys.includes(key) || storageKeys.includes(key) || orderKeys.includes(key),
        ),
      ).toEqual([]);
      expect(coreKeys.filter((key) => storageKeys.includes(key))).toEqual([]);
      expect(
        orderKeys.filter((key) => coreKeys.includes(key) || storageKeys.includes(key)),
      ).toEqual([]);
    },
  );

  it('the first page does not carry the order screens’ texts', () => {
    expect(keysOf(enCore).filter((key) => key.startsWith('UI.ORDER.'))).toEqual([]);
    expect(
      keysOf(enOrders).every((key) => key.startsWith('UI.ORDER.') || key.startsWith('SERVER.')),
    ).toBe(true);
  });

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

import { describe, expect, it } from 'vitest';
import { enDeveloper, zhDeveloper } from './developer-texts';
import { enHelp, zhHelp } from './help-texts';
import { enOrders, zhOrders } from './order-texts';
import { enOrderUpload, zhOrderUpload } from './order-upload-texts';
import { enRoles, zhRoles } from './roles-texts';
import { enSettings, zhSettings } from './settings-texts';
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
    [
      'en',
      {
        core: enCore,
        storage: enStorage,
        orders: enOrders,
        orderUpload: enOrderUpload,
        settings: enSettings,
        help: enHelp,
        roles: enRoles,
        developer: enDeveloper,
      },
    ],
    [
      'zh',
      {
        core: zhCore,
        storage: zhStorage,
        orders: zhOrders,
        orderUpload: zhOrderUpload,
        settings: zhSettings,
        help: zhHelp,
        roles: zhRoles,
        developer: zhDeveloper,
      },
    ],
  ] as const)(
    '%s: the core and every screen chunk together are the whole catalog, no key in two',
    (language, chunks) => {
      const keys = Object.entries(chunks).map(([name, tree]) => [name, keysOf(tree)] as const);
      expect(keys.flatMap(([, chunk]) => chunk).sort()).toEqual(keysOf(catalogs[language]).sort());
      for (const [name, chunk] of keys)
        for (const [other, otherKeys] of keys)
          if (name < other)
            expect(
              chunk.filter((key) => otherKeys.includes(key)),
              `${name} and ${other}`,
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

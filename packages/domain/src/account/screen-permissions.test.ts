import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScreenNeed } from './screen-permissions';
import { actionOfVerb, screenNeed, sessionMay } from './screen-permissions';

describe('screenNeed', () => {
  it.each<[string, ScreenNeed]>([
    ['order.list', { kind: 'grant', area: 'order', action: 'view' }],
    ['order.create', { kind: 'grant', area: 'order', action: 'add' }],
    ['order.edit', { kind: 'grant', area: 'order', action: 'edit' }],
    ['order.delUpload', { kind: 'grant', area: 'order', action: 'delete' }],
    ['warehouse.product.list', { kind: 'grant', area: 'product', action: 'view' }],
    ['warehouse.receiving.create', { kind: 'grant', area: 'asn', action: 'add' }],
    ['warehouse.inventoryList.list', { kind: 'grant', area: 'inventory', action: 'view' }],
    ['account.warehouse.recharge', { kind: 'grant', area: 'recharge', action: 'view' }],
    ['account.plan.list', { kind: 'grant', area: 'plan', action: 'view' }],
    ['account.setting', { kind: 'grant', area: 'addonRule', action: 'view' }],
    ['account.setting.rules', { kind: 'grant', area: 'addonRule', action: 'view' }],
    ['dashboard', { kind: 'grant', area: 'dashboard', action: 'view' }],
    ['setting.developer.apiManage', { kind: 'grant', area: 'developer', action: 'view' }],
    ['setting.subAccount.role', { kind: 'main' }],
    ['setting.user.account', { kind: 'any' }],
    ['orders.other', { kind: 'any' }],
    ['help', { kind: 'any' }],
  ])('%s -> %j', (name, need) => expect(screenNeed(name)).toEqual(need));
});

describe('sessionMay', () => {
  const sub = (tags: [string, boolean][]) => ({
    loginType: 'sub' as const,
    permissions: tags.map(([tag, enabled]) => ({ tag, enabled })),
  });
  const view = { kind: 'grant', area: 'order', action: 'view' } as const;

  it.each<[ReturnType<typeof sub>, ScreenNeed, boolean]>([
    [sub([['order:view', true]]), view, true],
    [sub([['order:view', false]]), view, false],
    [sub([]), view, false],
    [sub([]), { kind: 'any' }, true],
    [sub([['order:view', true]]), { kind: 'main' }, false],
  ])('%j %j -> %s', (session, need, expected) => expect(sessionMay(session, need)).toBe(expected));

  it('the main account may use every screen, whatever its list', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(sessionMay({ loginType: 'main', permissions: [] }, screenNeed(name))).toBe(true);
      }),
    );
  });
});

describe('actionOfVerb', () => {
  it.each([
    ['delete', 'delete'],
    ['batchDelete', 'delete'],
    ['copy', 'add'],
    ['create', 'add'],
    ['submit', 'edit'],
    ['cancel', 'edit'],
    ['intercept', 'edit'],
  ])('%s -> %s', (verb, action) => expect(actionOfVerb(verb)).toBe(action));
});

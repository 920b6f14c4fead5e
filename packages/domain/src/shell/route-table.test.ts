import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from './constants';
import { SHELL_ROUTE_TITLE_KEYS, SHELL_ROUTES } from './route-table';
import {
  DEFAULT_FEATURE_FLAGS,
  PUBLIC_PATHS,
  filterRoutesByFeatures,
  flattenRoutes,
  resolveRoute,
} from './routes';

const ACTIVE = filterRoutesByFeatures(SHELL_ROUTES, DEFAULT_FEATURE_FLAGS);
const ALL = flattenRoutes(SHELL_ROUTES);
const byPath = (path: string) => ALL.find((route) => route.path === path);

// Every screen of platform-shell.md section 2, with a concrete path and the expected parameters.
const SPEC_SCREENS: readonly (readonly [string, Record<string, string>])[] = [
  ...PUBLIC_PATHS.map((path) => [path, {}] as const),
  ['/account/warehouse/activated', {}],
  ['/account/warehouse/notActivated', {}],
  ['/account/warehouse/recharge', {}],
  ['/account/warehouse/order', {}],
  ['/account/plan/list', {}],
  ['/account/plan/list/W1', { warehouse: 'W1' }],
  ['/account/plan/log', {}],
  ['/account/setting', {}],
  ['/account/setting/rules', {}],
  ['/warehouse/product/create', {}],
  ['/warehouse/product/upload/result', {}],
  ['/warehouse/product/list', {}],
  ['/warehouse/product/detail/1', { product_id: '1' }],
  ['/warehouse/product/detail/1/2/0/3', { product_id: '1', waId: '2', is_edit: '0', status: '3' }],
  ['/warehouse/product/edit/1/2', { product_id: '1', waId: '2' }],
  ['/warehouse/receiving/create', {}],
  ['/warehouse/receiving/edit/5', { id: '5' }],
  ['/warehouse/receiving/list', {}],
  ['/warehouse/receiving/view/5', { id: '5' }],
  ['/warehouse/rma/create', {}],
  ['/warehouse/rma/edit/5/2', { id: '5', type: '2' }],
  ['/warehouse/rma/view/5', { id: '5' }],
  ['/warehouse/rma/list', {}],
  ['/warehouse/special/list', {}],
  ['/warehouse/special/list/SP9', { sp_code: 'SP9' }],
  ['/warehouse/inventoryList/list', {}],
  ['/warehouse/inventoryList/edit/1/2/1', { product_id: '1', waId: '2', is_edit: '1' }],
  ['/order/create', {}],
  ['/order/edit/8', { id: '8' }],
  ['/order/list', {}],
  ['/order/list/entryDetails/8', { id: '8' }],
  ['/order/view/8', { id: '8' }],
  ['/order/upload', {}],
  ['/order/fetchUpload', {}],
  ['/order/delUpload', {}],
  ['/overdueAmount', {}],
  ['/overdueProduct', {}],
  ['/help', {}],
  ['/tools', {}],
  ['/dashboard', {}],
  ['/setting/notification/notice', {}],
  ['/setting/user/account', {}],
  ['/setting/user/changePassword', {}],
  ['/setting/user/addressManage', {}],
  ['/setting/user/billRise', {}],
  ['/setting/preference/notice', {}],
  ['/setting/preference/other', {}],
  ['/setting/subAccount/account', {}],
  ['/setting/subAccount/role', {}],
  ['/setting/developer/apiManage', {}],
  ['/activation/activation', {}],
  ['/activation/enterprise', {}],
  ['/activation/tip', {}],
];

describe('SHELL_ROUTES', () => {
  it.each(SPEC_SCREENS)('%s is a screen with parameters %j', (path, params) => {
    const resolved = resolveRoute(ACTIVE, path);
    expect(resolved.kind).toBe('matched');
    expect(resolved.kind === 'matched' && resolved.params).toEqual(params);
  });

  it.each(['/message/index', '/message/tips'])('%s is switched off by default', (path) => {
    expect(resolveRoute(ACTIVE, path)).toEqual({ kind: 'redirect', to: NOT_FOUND_PATH });
    expect(resolveRoute(SHELL_ROUTES, path).kind).toBe('matched');
  });

  it.each([
    ['activation.activation', '/activation/activation'],
    ['activation.enterprise', '/activation/enterprise'],
    ['activation.tip', '/activation/tip'],
    ['account.warehouse.activated', '/account/warehouse/activated'],
    ['page404', '/404'],
  ])('names %s at %s', (name, path) => {
    expect(ALL.find((route) => route.name === name)?.path).toBe(path);
  });

  it.each([
    ['/account/warehouse/notActivated', true],
    ['/account/setting/rules', true],
    ['/account/warehouse/activated', false],
    ['/account/setting', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(byPath(path)?.hidden ?? false).toBe(hidden);
  });

  it.each([
    ['/setting/notification', true],
    ['/setting/user', true],
    ['/setting/preference', true],
    ['/setting/subAccount', true],
    ['/setting/developer', true],
    ['/account', false],
    ['/warehouse', false],
    ['/order', false],
  ])('%s is a settings-menu route: %s', (path, flag) => {
    expect(byPath(path)?.isSettingMenu ?? false).toBe(flag);
  });

  it.each([
    ['/setting/user', 'settings'],
    ['/activation/tip', 'activation'],
    ['/message', 'message'],
    ['/account', undefined],
  ])('%s belongs to the feature %s', (path, feature) => {
    expect(byPath(path)?.feature).toBe(feature);
  });

  it('gives every route a unique name and every named route a title key', () => {
    const names = ALL.flatMap((route) => (route.name === undefined ? [] : [route.name]));
    expect(new Set(names).size).toBe(names.length);
    for (const route of ALL)
      if (route.name !== undefined) expect(route.meta?.title).toMatch(/^ROUTE\./);
  });

  it('lists each title key once', () => {
    expect(new Set(SHELL_ROUTE_TITLE_KEYS).size).toBe(SHELL_ROUTE_TITLE_KEYS.length);
    expect(SHELL_ROUTE_TITLE_KEYS).toContain('ROUTE.MY_WAREHOUSE');
  });

  it('resolves any concrete screen path of the table to that screen', () => {
    const screens = flattenRoutes(ACTIVE).filter((route) => route.children === undefined);
    fc.assert(
      fc.property(
        fc.constantFrom(...screens),
        fc.stringMatching(/^[A-Za-z0-9]{1,6}$/),
        (screen, value) => {
          const path = screen.path.replace(/\{[^}]+\}/g, value);
          const resolved = resolveRoute(ACTIVE, path);
          expect(resolved.kind === 'matched' && resolved.route).toBe(screen);
        },
      ),
    );
  });
});

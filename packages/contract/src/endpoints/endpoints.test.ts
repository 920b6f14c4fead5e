import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { ALL_ENDPOINTS, ENDPOINTS } from './index';

const isPage = (schema: TSchema) =>
  ['list', 'total', 'page', 'page_size'].every(
    (key) => key in ((schema as { properties?: object }).properties ?? {}),
  );

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['auth.login', 'POST', '/api/login/login'],
    ['auth.loginSon', 'POST', '/api/login/loginson'],
    ['auth.logout', 'POST', '/api/login/loginout'],
    ['auth.token', 'GET', '/merchant/api-account/token'],
    ['auth.sessionId', 'GET', '/merchant/api-account/get-sessionid'],
    ['auth.resetPassword', 'POST', '/api/login/resetPassword'],
    ['auth.sonResetPassword', 'POST', '/api/login/sonresetPassword'],
    ['registration.getOverseasSales', 'POST', '/api/register/getOverseasSales'],
    ['customer.getManager', 'GET', '/api/customer/getManager'],
    ['customer.activeWarehouse', 'POST', '/api/customer/activeWarehouse'],
    ['customer.regionList', 'POST', '/api/region/region-list'],
    ['customer.countryList', 'GET', '/api/country/country-list'],
    ['dashboard.abnormalOrders', 'GET', '/merchant/api-default/dashboard-Abnormal-Orders'],
    ['plan.longTerm', 'POST', '/merchant/api-plan/long-term'],
    ['plan.getSku', 'POST', '/merchant/api-orders/get-sku'],
    ['plan.editOverdueCcEmail', 'POST', '/merchant/api-default/edit-overdue-cc-email'],
  ])('%s is %s %s as the spec names it', (id, method, path) => {
    const spec = ALL_ENDPOINTS.find((e) => e.id === id);
    expect(spec && `${spec.method} ${spec.path}`).toBe(`${method} ${path}`);
  });

  it.each([
    'registration.getOverseasSales',
    'plan.longTerm',
    'plan.editOverdueCcEmail',
    'customer.regionList',
    'customer.countryList',
  ])('%s does not alert errors automatically', (id) => {
    expect(ALL_ENDPOINTS.find((e) => e.id === id)?.alertOnError).toBe(false);
  });

  it('puts designed paths under /merchant/api-<area>/<action>', () => {
    for (const e of ALL_ENDPOINTS.filter((x) => !x.namedBySpec))
      expect(e.path, e.id).toMatch(/^\/merchant\/api-[a-z]+\/[a-z-]+$/);
  });

  it('gives every list page and page_size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ENDPOINTS.filter((e) => isPage(e.response))), (e) => {
        expect(Object.keys(e.request.properties)).toEqual(
          expect.arrayContaining(['page', 'page_size']),
        );
      }),
    );
  });

  it('keeps the operator actions behind the operator key', () => {
    for (const e of Object.values(ENDPOINTS.ops)) expect(e.access).toBe('operator');
  });
});

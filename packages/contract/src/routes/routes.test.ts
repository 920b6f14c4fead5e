import { Value } from 'typebox/value';
import { ORDERS_EDIT_API_PATH } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, ENDPOINTS } from '../endpoints';
import { MoneySchema } from '../schemas/money';
import { MERCHANT_ROUTES, ROUTES } from './index';

const ROUTE_KEYS = [
  'method',
  'path',
  'area',
  'access',
  'input',
  'alertOnError',
  'namedBySpec',
  'actions',
];

describe('the schema-free routes', () => {
  it('hold every endpoint, with the same route as its schema entry', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const [area, name] = endpoint.id.split('.') as [keyof typeof ROUTES, string];
      const route = (ROUTES[area] as Record<string, object>)[name];
      expect(route, endpoint.id).toEqual(
        Object.fromEntries(ROUTE_KEYS.map((key) => [key, endpoint[key as keyof typeof endpoint]])),
      );
    }
    const routeCount = Object.values(ROUTES).flatMap((table) => Object.keys(table)).length;
    expect(routeCount).toBe(ALL_ENDPOINTS.length);
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });
});

describe("the merchant's routes", () => {
  it("are every area but the operator's, so the web never ships the operator's paths", () => {
    expect(Object.keys(MERCHANT_ROUTES)).toEqual(Object.keys(ROUTES).filter((a) => a !== 'ops'));
    const merchantPaths = Object.values(MERCHANT_ROUTES).flatMap((table) =>
      Object.values(table as Record<string, { path: string; access: string }>),
    );
    expect(merchantPaths.filter((route) => route.access === 'operator')).toEqual([]);
    expect(ROUTES.order).toBe(MERCHANT_ROUTES.order);
  });
});

describe('Money on the wire', () => {
  it.each([
    [{ amount: 1250, currency: 'USD' }, true],
    [{ amount: 0, currency: 'CNY' }, true],
    [{ amount: 12.5, currency: 'USD' }, false],
    [{ amount: '1250', currency: 'USD' }, false],
    [{ amount: 1250, currency: 'EUR' }, false],
    [{ amount: 1250 }, false],
  ])('%j is valid: %s', (value, valid) => {
    expect(Value.Check(MoneySchema, value)).toBe(valid);
  });
});

describe('the toast rule names a real path', () => {
  it("compares request paths with the order edit's own endpoint (platform-shell.md section 8)", () => {
    expect(ROUTES.order.update.path).toBe(ORDERS_EDIT_API_PATH);
  });
});

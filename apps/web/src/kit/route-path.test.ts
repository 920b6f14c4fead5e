import { describe, expect, it } from 'vitest';
import { routeId, routePath } from './route-path';

describe('routePath', () => {
  it.each([
    ['warehouse.product.list', {}, '/warehouse/product/list'],
    ['warehouse.product.detail', { product_id: '7' }, '/warehouse/product/detail/7'],
    ['warehouse.receiving.view', { id: '3' }, '/warehouse/receiving/view/3'],
  ])('%s with %j is %s', (name, params, path) => {
    expect(routePath(name, params)).toBe(path);
  });

  it('refuses a route the table does not have, and a missing parameter', () => {
    expect(() => routePath('warehouse.nowhere')).toThrow('no route warehouse.nowhere');
    expect(() => routePath('warehouse.product.detail')).toThrow('needs');
  });

  it.each([
    ['12', 12],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    [undefined, undefined],
  ])('route id %j reads as %j', (text, id) => {
    expect(routeId(text)).toBe(id);
  });
});

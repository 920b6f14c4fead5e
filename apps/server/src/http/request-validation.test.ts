import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProduct } from '../test-support/storage';
import type { TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';

let t: TestApp;
let demo: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

const P = '/merchant/api-product';

describe('requests refused by their schema', () => {
  it.each([
    ['GET', `${P}/detail`, { id: 'abc' }, 'id', 'SERVER.INVALID_FIELD'],
    ['GET', `${P}/detail`, {}, 'id', 'VALIDATION.REQUIRED'],
    ['GET', `${P}/list`, { page: 'x' }, 'page', 'SERVER.INVALID_FIELD'],
    ['GET', `${P}/list`, { status: 'sold' }, 'status', 'SERVER.INVALID_FIELD'],
    ['POST', `${P}/batch`, { action: 'explode', ids: '1' }, 'action', 'SERVER.INVALID_FIELD'],
    [
      'POST',
      `${P}/create`,
      { ...validProduct('VAL-1'), product_type: 'crate' },
      'product_type',
      'SERVER.INVALID_FIELD',
    ],
    [
      'POST',
      `${P}/create`,
      { ...validProduct('VAL-2'), submit: 'maybe' },
      'submit',
      'SERVER.INVALID_FIELD',
    ],
  ] as const)('%s %s %j -> %s %s, never a 500', async (method, path, form, field, code) => {
    const reply = method === 'GET' ? await t.get(path, form, demo) : await t.post(path, form, demo);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('400');
    expect(reply.body.data).toEqual({
      issues: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
  });

  it('treats a blank optional id as absent', async () => {
    const reply = await t.get(`${P}/rejections`, { product_id: '' }, demo);
    expect(reply.body.code).toBe('200');
  });
});

describe('use-case refusals carry their field issues', () => {
  it('answers a SKU already used on the sku field', async () => {
    expect((await t.post(`${P}/create`, validProduct('TAKEN-1'), demo)).body.code).toBe('200');
    const again = await t.post(`${P}/create`, validProduct('TAKEN-1'), demo);
    expect(again.body).toMatchObject({
      code: '400',
      data: { issues: [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN' }] },
    });
  });

  it('answers a domain rule beside its wire field', async () => {
    const reply = await t.post(
      `${P}/create`,
      validProduct('LINK-1', { product_link: 'example.com' }),
      demo,
    );
    expect(reply.body.data).toEqual({
      issues: [{ field: 'product_link', code: 'VALIDATION.LINK_INVALID' }],
    });
  });
});

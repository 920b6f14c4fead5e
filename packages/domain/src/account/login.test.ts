import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLogin, validateSubAccountLogin } from './login';

describe('validateLogin', () => {
  it.each([
    [' demo ', 'Demo1234', 'demo', []],
    ['', 'Demo1234', undefined, ['ACCOUNT.USER_ID_REQUIRED']],
    ['   ', 'x', undefined, ['ACCOUNT.USER_ID_REQUIRED']],
    ['demo', '', undefined, ['ACCOUNT.PASSWORD_REQUIRED']],
  ])('%j / %j', (username, password, expected, codes) => {
    const result = validateLogin({ username, password });
    if (result.ok) expect(result.value.username).toBe(expected);
    else expect(result.error.map((e) => e.code)).toEqual(codes);
  });

  it('always sends the trimmed username', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (username, password) => {
        const result = validateLogin({ username, password });
        expect(result.ok).toBe(username.trim() !== '');
        if (result.ok) expect(result.value.username).toBe(username.trim());
      }),
    );
  });
});

describe('validateSubAccountLogin', () => {
  it('reports exactly the failing fields, each named', () => {
    expect(validateSubAccountLogin({ username: 'ops', password: 'p', customerId: 'x' })).toEqual({
      ok: false,
      error: [
        {
          field: 'customer_id',
          code: 'ACCOUNT.CUSTOMER_ID_REQUIRED',
          params: { field: 'customer_id' },
        },
      ],
    });
    const both = validateSubAccountLogin({ username: ' ', password: '', customerId: '1' });
    expect(!both.ok && both.error.map((e) => e.field)).toEqual(['username', 'password']);
    expect(
      validateSubAccountLogin({ username: ' ops ', password: 'p', customerId: ' 7 ' }),
    ).toEqual({
      ok: true,
      value: { username: 'ops', password: 'p', customerId: 7 },
    });
  });

  it.each([
    ['12', true],
    [' 7 ', true],
    ['0', false],
    ['', false],
    ['1a', false],
    ['-3', false],
    ['2147483647', true],
    ['2147483648', false],
    ['99999999999', false],
  ])('customer_id %j -> %s', (customerId, accepted) => {
    const result = validateSubAccountLogin({ username: 'ops', password: 'p', customerId });
    expect(result.ok).toBe(accepted);
  });

  it('accepts every positive integer id and returns it as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (id) => {
        const result = validateSubAccountLogin({
          username: 'a',
          password: 'b',
          customerId: `${id}`,
        });
        expect(result.ok && result.value.customerId).toBe(id);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_CODES, API_HTTP_STATUS } from './envelope';

describe('API_HTTP_STATUS', () => {
  it.each([
    ['200', 200],
    ['400', 200],
    ['401', 200],
    ['403', 200],
    ['404', 200],
    ['409', 200],
    ['413', 413],
    ['415', 415],
    ['429', 429],
    ['500', 500],
  ] as const)('code %s travels as HTTP %d', (code, status) => {
    expect(API_HTTP_STATUS[code]).toBe(status);
  });

  it('gives every envelope code an HTTP status the code itself or 200', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(API_CODES)), (code) => {
        expect([200, Number(code)]).toContain(API_HTTP_STATUS[code]);
      }),
    );
  });
});

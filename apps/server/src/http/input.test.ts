import type { EndpointSpec } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionalId, readInput, requiredId } from './input';

const spec = {
  fields: { a: { kind: 'string' }, b: { kind: 'integer' }, f: { kind: 'file' } },
} as unknown as EndpointSpec;

describe('readInput', () => {
  it.each([
    [{ a: 'x' }, { b: '2' }, { a: 'x', b: '2' }],
    [{ a: 'query' }, { a: 'body' }, { a: 'body', b: '' }],
    [{}, { a: 1, b: true, extra: 'dropped' }, { a: '1', b: 'true' }],
    [undefined, undefined, { a: '', b: '' }],
  ])('%j + %j -> %j', (query, body, expected) => {
    const result = readInput(spec, query, body);
    expect(result.ok && result.value).toEqual(expected);
  });

  it.each([[{ a: ['x', 'y'] }], [{ a: { nested: 1 } }], [{ a: 'x\u0000' }]])(
    'refuses %j',
    (body) => {
      const result = readInput(spec, {}, body);
      expect(!result.ok && result.error).toEqual([
        { code: 'SERVER.INVALID_FIELD', params: { field: 'a' } },
      ]);
    },
  );

  it('keeps any text without NUL as it was sent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('\u0000'));
        const result = readInput(spec, {}, { a: text });
        expect(result.ok && result.value['a']).toBe(text);
      }),
    );
  });
});

describe('optionalId and requiredId', () => {
  it.each([
    ['', undefined, 'SERVER.FIELD_REQUIRED'],
    ['7', 7, 7],
    ['2147483647', 2_147_483_647, 2_147_483_647],
    ['2147483648', 'SERVER.INVALID_FIELD', 'SERVER.INVALID_FIELD'],
    ['0', 'SERVER.INVALID_FIELD', 'SERVER.INVALID_FIELD'],
    ['-1', 'SERVER.INVALID_FIELD', 'SERVER.INVALID_FIELD'],
    ['1.5', 'SERVER.INVALID_FIELD', 'SERVER.INVALID_FIELD'],
  ])('%j -> %s / %s', (value, optional, required) => {
    const a = optionalId({ id: value }, 'id');
    const b = requiredId({ id: value }, 'id');
    expect(a.ok ? a.value : a.error.code).toBe(optional);
    expect(b.ok ? b.value : b.error.code).toBe(required);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPaging } from './paging';

describe('readPaging', () => {
  it.each([
    [{}, { page: 1, pageSize: 20, offset: 0 }],
    [
      { page: '3', page_size: '10' },
      { page: 3, pageSize: 10, offset: 20 },
    ],
    [{ page_size: '100' }, { page: 1, pageSize: 100, offset: 0 }],
  ])('%j -> %j', (input, expected) => {
    const result = readPaging(input);
    expect(result.ok && result.value).toEqual(expected);
  });

  it.each([[{ page: '0' }], [{ page: 'x' }], [{ page_size: '0' }], [{ page_size: '101' }]])(
    'refuses %j',
    (input) => expect(readPaging(input).ok).toBe(false),
  );

  it('offsets by whole pages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 100 }),
        (page, size) => {
          const result = readPaging({ page: `${page}`, page_size: `${size}` });
          expect(result.ok && result.value.offset).toBe((page - 1) * size);
        },
      ),
    );
  });
});

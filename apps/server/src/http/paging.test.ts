import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, pagingOf } from './paging';

describe('pagingOf', () => {
  it.each([
    [
      { page: 1, page_size: 20 },
      { page: 1, pageSize: 20, offset: 0 },
    ],
    [
      { page: 3, page_size: 10 },
      { page: 3, pageSize: 10, offset: 20 },
    ],
    [
      { page: 1, page_size: 100 },
      { page: 1, pageSize: 100, offset: 0 },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(pagingOf(input)).toEqual(expected);
  });

  it('offsets by whole pages and answers the page it was asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 100 }),
        (page, size) => {
          const paging = pagingOf({ page, page_size: size });
          expect(paging.offset).toBe((page - 1) * size);
          expect(pageOf([], 0, paging)).toEqual({ list: [], total: 0, page, page_size: size });
        },
      ),
    );
  });
});

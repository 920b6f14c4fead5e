import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size';
import { defaulted, list } from './kit';

/** A list page as every list endpoint answers it. */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** The schema of a Page<T>; the paging fields are the same for every list. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    list: list(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1 }),
  });

/** page and page_size, taken by every list (page_size at most PAGE_SIZE_MAX). */
export const PAGING_FIELDS = {
  page: defaulted(
    Type.Integer({ minimum: 1, maximum: 999_999, description: '1-based page number' }),
    1,
  ),
  page_size: defaulted(
    Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, description: 'rows per page, at most 100' }),
    PAGE_SIZE_DEFAULT,
  ),
};

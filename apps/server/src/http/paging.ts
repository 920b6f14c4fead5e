import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@portal/contract';
import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

/** page (1-based, default 1) and page_size (default 20, at most 100). */
export function readPaging(input: Readonly<Record<string, string>>): Result<Paging, MessageCode> {
  const page = (input['page'] ?? '').trim();
  const size = (input['page_size'] ?? '').trim();
  const pageNumber = page === '' ? 1 : /^\d{1,6}$/.test(page) ? Number(page) : 0;
  const pageSize = size === '' ? PAGE_SIZE_DEFAULT : /^\d{1,3}$/.test(size) ? Number(size) : 0;
  if (pageNumber < 1) return err(message('SERVER.INVALID_FIELD', { field: 'page' }));
  if (pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    return err(message('SERVER.PAGE_SIZE_RANGE', { max: PAGE_SIZE_MAX }));
  return ok({ page: pageNumber, pageSize, offset: (pageNumber - 1) * pageSize });
}

export const pageOf = <T>(list: readonly T[], total: number, paging: Paging) => ({
  list,
  total,
  page: paging.page,
  page_size: paging.pageSize,
});

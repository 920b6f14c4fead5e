/** page and page_size after validation (the schema bounds them and fills the defaults). */
export interface PagingInput {
  readonly page: number;
  readonly page_size: number;
}

export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

/** The rows to skip and take for a validated page request. */
export const pagingOf = (input: PagingInput): Paging => ({
  page: input.page,
  pageSize: input.page_size,
  offset: (input.page - 1) * input.page_size,
});

export const pageOf = <T>(list: readonly T[], total: number, paging: Paging) => ({
  list,
  total,
  page: paging.page,
  page_size: paging.pageSize,
});

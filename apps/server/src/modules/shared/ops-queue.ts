import type { Page } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { isStatusOf, message } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalid, succeed } from '../../envelope';
import type { Paging } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { pageOf, pagingOf } from '../../http/paging';

/** An operator queue's query after validation: paging and an optional status. */
type Input = PagingInput & { readonly status?: string };

/** Which rows a queue lists: a `status` the operator may choose among, or one fixed status. */
export type OpsQueueStatus<S extends string> =
  { readonly statuses: readonly S[]; readonly fallback: S } | { readonly fixed: S };

export interface OpsQueueSource<S extends string, R> {
  readonly count: (status: S) => Promise<{ readonly n: number | string | bigint }>;
  readonly page: (
    status: S,
    paging: Paging,
  ) => Promise<readonly (R & { readonly customer_id: number })[]>;
}

function chosenStatus<S extends string>(input: Input, filter: OpsQueueStatus<S>): S | undefined {
  if ('fixed' in filter) return filter.fixed;
  const status = (input.status ?? '').trim() || filter.fallback;
  return isStatusOf(filter.statuses, status) ? status : undefined;
}

/**
 * An operator queue: one page of rows in a status, each shown as the merchant sees it plus the
 * customer it belongs to, since the operator works across all merchants.
 */
export async function opsQueue<S extends string, R, V>(
  input: Input,
  filter: OpsQueueStatus<S>,
  source: OpsQueueSource<S, R>,
  view: (row: R) => V,
): Promise<Outcome<Page<V & { customer_id: number }>>> {
  const paging = pagingOf(input);
  const status = chosenStatus(input, filter);
  const errors: MessageCode[] = [];
  if (status === undefined) errors.push(message('SERVER.INVALID_FIELD', { field: 'status' }));
  if (status === undefined) return invalid(errors);
  const total = await source.count(status);
  const rows = await source.page(status, paging);
  return succeed(
    pageOf(
      rows.map((r) => ({ ...view(r), customer_id: r.customer_id })),
      Number(total.n),
      paging,
    ),
  );
}

import type { AddedService, Page } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';

/** The provider's value-added services, in their order; sp_code narrows to one (any case). */
export async function addedServices(
  deps: Deps,
  input: InputFor<'services.list'>,
): Promise<Outcome<Page<AddedService>>> {
  const paging = pagingOf(input);
  const code = (input['sp_code'] ?? '').trim().toUpperCase();
  let query = deps.db.selectFrom('added_services');
  if (code !== '') query = query.where('sp_code', '=', code);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('sort')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({
        sp_code: r.sp_code,
        name: r.name,
        name_cn: r.name_cn,
        unit: r.unit,
        unit_cn: r.unit_cn,
        price: { amount: r.price_minor, currency: r.currency },
      })),
      Number(total.n),
      paging,
    ),
  );
}

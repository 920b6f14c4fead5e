import type { AddedService, Page } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { storedMoney } from '../shared/money';
import { pageOfAddedServices } from './repository';

/** The provider's value-added services, in their order; sp_code narrows to one (any case). */
export async function addedServices(
  deps: Deps,
  input: InputFor<'services.list'>,
): Promise<Outcome<Page<AddedService>>> {
  const paging = pagingOf(input);
  const code = (input['sp_code'] ?? '').trim().toUpperCase();
  const page = await pageOfAddedServices(deps.db, code, paging);
  return succeed(
    pageOf(
      page.rows.map((r) => ({
        sp_code: r.sp_code,
        name: r.name,
        name_cn: r.name_cn,
        unit: r.unit,
        unit_cn: r.unit_cn,
        price: storedMoney(r.price_minor, r.currency),
      })),
      page.total,
      paging,
    ),
  );
}

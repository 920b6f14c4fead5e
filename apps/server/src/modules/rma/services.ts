import type { AddedService, Page } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { invalid, succeed } from '../../envelope';
import type { Deps } from '../../http/context';
import { pageOf, readPaging } from '../../http/paging';
import { pageOfAddedServices } from './repository';

type Input = Readonly<Record<string, string>>;

/** The provider's value-added services, in their order; sp_code narrows to one (any case). */
export async function addedServices(
  deps: Deps,
  input: Input,
): Promise<Outcome<Page<AddedService>>> {
  const paging = readPaging(input);
  if (!paging.ok) return invalid([paging.error]);
  const code = (input['sp_code'] ?? '').trim().toUpperCase();
  const page = await pageOfAddedServices(deps.db, code, paging.value);
  return succeed(
    pageOf(
      page.rows.map((r) => ({
        sp_code: r.sp_code,
        name: r.name,
        name_cn: r.name_cn,
        unit: r.unit,
        unit_cn: r.unit_cn,
        price: { amount: r.price_minor, currency: r.currency },
      })),
      page.total,
      paging.value,
    ),
  );
}

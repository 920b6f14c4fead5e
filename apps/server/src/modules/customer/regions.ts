import type { CountryOption, Page, RegionOption } from '@portal/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { pageOfRegions } from './repository';
import type { Outcome } from '../../envelope';
import { succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';

countries.registerLocale(en);
countries.registerLocale(zh);

/** Built once: ISO 3166 alpha-2 codes with their English and Chinese names, sorted by code. */
const COUNTRIES: readonly CountryOption[] = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => ({
    code,
    name: countries.getName(code, 'en') ?? code,
    cn_name: countries.getName(code, 'zh') ?? code,
  }));

const matches = (keyword: string, ...values: string[]) =>
  keyword === '' || values.some((v) => v.toLowerCase().includes(keyword));

export function countryList(input: InputFor<'customer.countryList'>): Outcome<Page<CountryOption>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const found = COUNTRIES.filter((c) => matches(keyword, c.code, c.name, c.cn_name));
  const { offset, pageSize } = paging;
  return succeed(pageOf(found.slice(offset, offset + pageSize), found.length, paging));
}

export async function regionList(
  deps: Deps,
  input: InputFor<'customer.regionList'>,
): Promise<Outcome<Page<RegionOption>>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const { rows, total } = await pageOfRegions(deps.db, keyword, paging);
  return succeed(pageOf(rows, total, paging));
}

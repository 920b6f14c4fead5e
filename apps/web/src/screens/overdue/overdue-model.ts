import type { OverdueAmountData, OverdueProductRow, OwedChargeRow } from '@portal/contract';
import type { OverdueGateway } from '../../gateways/overdue-gateway';
import { PagedList } from '../../lists/paged-list';

/** What the amounts page carries besides its rows: the balance, the total owed, waiting orders. */
export type OverdueSummary = Omit<OverdueAmountData, 'list' | 'total' | 'page' | 'page_size'>;

export const owedList = (gateway: OverdueGateway) =>
  new PagedList<OwedChargeRow, OverdueSummary>(
    (query) => gateway.amounts(query),
    (row) => row.id,
  );

export const OVERDUE_PRODUCT_TIERS = ['all', 'overdue'] as const;

export const overdueProductList = (gateway: OverdueGateway) =>
  new PagedList<OverdueProductRow>(
    (query) => gateway.products(query),
    (row) => row.product_id * 1_000_000 + row.warehouse_id,
    { tier: 'all' },
  );

/** The text of a charge's kind. */
export const CHARGE_KIND_TEXT: Record<OwedChargeRow['kind'], string> = {
  renewal: 'UI.OVERDUE.KIND_RENEWAL',
  storage_past_plan: 'UI.OVERDUE.KIND_STORAGE_PAST_PLAN',
  insurance: 'UI.OVERDUE.KIND_INSURANCE',
};

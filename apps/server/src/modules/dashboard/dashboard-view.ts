import type { BreakdownData, LedgerRow, OrderRow } from '@portal/contract';
import { isoTime } from '../shared/iso-time';
import { storedMoney } from '../shared/money';
import type { DashboardOrderRecord, LedgerRecord } from './repository';

/** Counts by key as the contract's breakdown: a missing key is '', the total their sum. */
export const breakdown = (
  rows: readonly { key: string | null; count: number | string }[],
): BreakdownData => {
  const list = rows.map((r) => ({ key: r.key ?? '', count: Number(r.count) }));
  return { total: list.reduce((sum, r) => sum + r.count, 0), rows: list };
};

export const orderRow = (row: DashboardOrderRecord): OrderRow => ({
  ...row,
  created_at: isoTime(row.created_at),
});

export const ledgerRow = (r: LedgerRecord): LedgerRow => ({
  id: r.id,
  kind: r.kind,
  amount: storedMoney(r.amount_minor, r.currency),
  balance_after: storedMoney(r.balance_after_minor, r.currency),
  reference: r.reference,
  created_at: isoTime(r.created_at),
});

import type { TopUpRow } from '@portal/contract';
import { TOP_UP_MACHINE, TOP_UP_METHODS } from '@portal/domain';
import type { TopUpMethod } from '@portal/domain';
import { storedStatusOrThrow } from '../shared/status';
import { moneyOf } from '../plan/plan-view';
import type { TopUpRecord } from './repository';

const methodOf = (value: string): TopUpMethod => {
  if (!(TOP_UP_METHODS as readonly string[]).includes(value))
    throw new Error(`unknown stored top-up method: ${value}`);
  return value as TopUpMethod;
};

export const topUpRowOf = (row: TopUpRecord): TopUpRow => ({
  id: row.id,
  amount: moneyOf(row.amount_minor, row.currency),
  method: methodOf(row.method),
  status: storedStatusOrThrow(TOP_UP_MACHINE, row.status),
  reason: row.reason,
  proof_id: row.proof_upload_id,
  created_at: new Date(row.created_at).toISOString(),
  decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
});

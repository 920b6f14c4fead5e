import type { OrderUploadResult } from '@portal/contract';
import type { Language, OrderUploadRowOutcome } from '@portal/domain';
import type { Deps } from '../../http/context';
import type { UploadRecord } from './repository';
import { uploadRows } from './repository';
import type { OrderFacts } from './result-view';
import { resultView } from './result-view';

/** The orders the rows name, by id (their status now: an abnormal one may have resumed since). */
async function ordersOf(deps: Deps, ids: readonly number[]): Promise<Map<number, OrderFacts>> {
  const wanted = [...new Set(ids)];
  const facts = new Map<number, OrderFacts>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await deps.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'status', 'abnormal_reason'])
      .where('id', 'in', wanted.slice(start, start + 1000))
      .execute();
    for (const row of rows) facts.set(row.id, row);
  }
  return facts;
}

/** An upload with its rows (of one outcome when asked) as the result screen shows it. */
export async function loadResult(
  deps: Deps,
  language: Language,
  upload: UploadRecord,
  outcome?: OrderUploadRowOutcome,
  repeated = false,
): Promise<OrderUploadResult> {
  const rows = await uploadRows(deps.db, upload.id, outcome);
  const orders = await ordersOf(
    deps,
    rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
  );
  return resultView(language, upload, rows, orders, repeated);
}

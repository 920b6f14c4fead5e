import type { WaybillQueryData, WaybillRow } from '@portal/contract';
import {
  BATCH_SEARCH_MAX_NUMBERS,
  FEE_CURRENCY,
  message,
  ORDER_MACHINE,
  parseBatchSearchNumbers,
  validateBatchSearchNumbers,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { storedFees } from '../order/order-view';
import { storedMoney } from '../shared/money';
import { storedStatusOrThrow } from '../shared/status';
import type { WaybillRecord } from './repository';
import { ordersByAnyNumber } from './repository';

/** Rows one query answers: every number could name two orders (an order and a reference). */
const WAYBILL_ROWS_MAX = BATCH_SEARCH_MAX_NUMBERS * 2;

function waybillRowOf(row: WaybillRecord): WaybillRow {
  return {
    order_id: row.id,
    order_no: row.order_no,
    reference_no: row.reference_no,
    tracking_no: row.tracking_no,
    warehouse_id: row.warehouse_id,
    warehouse: row.warehouse ?? '',
    channel: row.channel,
    status: storedStatusOrThrow(ORDER_MACHINE, row.status),
    chargeable_weight_g: storedFees(row.fees)?.chargeable_weight_g ?? null,
    charged: storedMoney(row.charged_minor, FEE_CURRENCY),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The waybill query of the billing area: pasted numbers (at most 500, the batch-query limit)
 * matched against each order's number, reference and tracking number, with what the order was
 * charged, and the numbers that match no order of this merchant.
 */
export async function queryWaybills(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'recharge.waybills'>,
): Promise<Outcome<WaybillQueryData>> {
  const numbers = parseBatchSearchNumbers(input.numbers);
  const tooMany = validateBatchSearchNumbers(numbers);
  if (tooMany !== undefined) return invalidFields([{ field: 'numbers', ...tooMany }]);
  if (numbers.length === 0)
    return invalidFields([{ field: 'numbers', ...message('VALIDATION.REQUIRED') }]);
  const rows = await ordersByAnyNumber(deps.db, session.customerId, numbers, WAYBILL_ROWS_MAX);
  const found = new Set(rows.flatMap((row) => [row.order_no, row.reference_no, row.tracking_no]));
  return succeed({
    list: rows.map(waybillRowOf),
    not_found: numbers.filter((number) => !found.has(number)),
  });
}

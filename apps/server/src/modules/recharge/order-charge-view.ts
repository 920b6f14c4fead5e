import type { OrderChargeRow } from '@portal/contract';
import type { Money as DomainMoney } from '@portal/domain';
import { orderChargeLines } from '@portal/domain';
import { storedFees } from '../order/order-view';
import { storedMoney } from '../shared/money';
import type { OrderChargeRecord } from './repository';

/**
 * A ledger row of an order as the charge details show it: a charge with its kinds read from the
 * order's quote by the domain (none when the order was quoted again since), or a refund.
 */
export function orderChargeRowOf(row: OrderChargeRecord): OrderChargeRow {
  const amount = storedMoney(row.amount_minor, row.currency);
  const move = row.kind === 'charge' ? 'charge' : 'refund';
  const charged: DomainMoney = { amount: -amount.amount, currency: amount.currency };
  const lines = move === 'charge' ? orderChargeLines(storedFees(row.fees), charged) : undefined;
  return {
    id: row.id,
    order_id: row.order_id,
    order_no: row.order_no,
    warehouse_id: row.warehouse_id ?? 0,
    warehouse: row.warehouse ?? '',
    channel: row.channel ?? '',
    kind: move,
    amount,
    lines:
      lines === undefined
        ? null
        : lines.map((line) => ({
            kind: line.kind,
            amount: storedMoney(line.amount.amount, line.amount.currency),
          })),
    balance_after: storedMoney(row.balance_after_minor, row.currency),
    created_at: new Date(row.created_at).toISOString(),
  };
}

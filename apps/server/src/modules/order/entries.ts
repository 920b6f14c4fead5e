import type { OrderEntries } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { orderMoneyEntries, orderStockEntries, ownOrderNumber } from './repository';

const iso = (at: Date | string) => new Date(at).toISOString();
type Money = OrderEntries['money'][number]['amount'];
/** The ledger keeps CNY (ADR 0023); a row in another currency is a fault, not a value to show. */
const money = (minor: number | string | bigint, currency: string): Money => {
  if (currency !== 'CNY' && currency !== 'USD') throw new Error(`ledger currency ${currency}`);
  return { amount: Number(minor), currency };
};

/**
 * An order's entry details (`/order/list/entryDetails/{id}`): what it moved, as the stock log and
 * the ledger recorded it — each reservation, release and shipment of its units, each charge of its
 * fees and each refund — oldest first. Another merchant's order is unknown.
 */
export async function orderEntries(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'order.entries'>,
): Promise<Outcome<OrderEntries>> {
  const order = await ownOrderNumber(deps.db, session.customerId, input.id);
  if (!order) return fail(API_CODES.notFound, 'SERVER.ORDER_UNKNOWN');
  const [stock, ledger] = await Promise.all([
    orderStockEntries(deps.db, session.customerId, order.order_no),
    orderMoneyEntries(deps.db, session.customerId, order.order_no),
  ]);
  return succeed({
    id: order.id,
    order_no: order.order_no,
    stock: stock.map((row) => ({
      sku: row.sku,
      warehouse_id: row.warehouse_id,
      cause: row.cause,
      on_hand_delta: row.on_hand_delta,
      reserved_delta: row.reserved_delta,
      operator: row.operator,
      created_at: iso(row.created_at),
    })),
    money: ledger.map((row) => ({
      kind: row.kind,
      reference: row.reference,
      amount: money(row.amount_minor, row.currency),
      balance_after: money(row.balance_after_minor, row.currency),
      created_at: iso(row.created_at),
    })),
  });
}

import type { OrderChargePage } from '@portal/contract';
import { dateRangeBounds, FEE_CURRENCY, validateDateRangeFilter } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { storedMoney } from '../shared/money';
import { orderChargeRowOf } from './order-charge-view';
import { pageOfOrderCharges } from './repository';

/**
 * The order charge details (/account/warehouse/order): what each order took from the balance and
 * gave back, from the ledger, filtered by order number, warehouse, move and days, with the totals
 * of the whole filter (not only the page shown).
 */
export async function listOrderCharges(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'recharge.orderCharges'>,
): Promise<Outcome<OrderChargePage>> {
  const issues = validateDateRangeFilter(input);
  if (issues.length > 0) return invalidFields(issues);
  const bounds = dateRangeBounds(input);
  const paging = pagingOf(input);
  const page = await pageOfOrderCharges(
    deps.db,
    {
      customerId: session.customerId,
      orderNo: input.order_no.trim(),
      ...(input.warehouse_id === undefined ? {} : { warehouseId: input.warehouse_id }),
      ...(input.kind === '' ? {} : { move: input.kind }),
      ...(bounds.from === undefined ? {} : { from: bounds.from }),
      ...(bounds.before === undefined ? {} : { before: bounds.before }),
    },
    paging,
  );
  const money = (amount: number) => storedMoney(amount, FEE_CURRENCY);
  return succeed({
    ...pageOf(page.rows.map(orderChargeRowOf), page.total, paging),
    totals: {
      charged: money(page.chargedMinor),
      refunded: money(page.refundedMinor),
      net: money(page.chargedMinor - page.refundedMinor),
    },
  });
}

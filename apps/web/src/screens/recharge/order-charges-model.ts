import type { OrderChargePage, OrderChargeRow } from '@portal/contract';
import type { OrderChargeKind } from '@portal/domain';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { DateRangeGuard } from '../../kit/date-range';
import { PagedList } from '../../lists/paged-list';

/** The kinds of an order's charge, with their labels (the domain's ORDER_CHARGE_KINDS). */
export const CHARGE_LINE_KEYS: Readonly<Record<OrderChargeKind, string>> = {
  freight: 'UI.ORDER_CHARGES.LINE_FREIGHT',
  insurance: 'UI.ORDER_CHARGES.LINE_INSURANCE',
  vat: 'UI.ORDER_CHARGES.LINE_VAT',
  destination_fee: 'UI.ORDER_CHARGES.LINE_DESTINATION_FEE',
  duty: 'UI.ORDER_CHARGES.LINE_DUTY',
  customs: 'UI.ORDER_CHARGES.LINE_CUSTOMS',
  remote_surcharge: 'UI.ORDER_CHARGES.LINE_REMOTE_SURCHARGE',
  services: 'UI.ORDER_CHARGES.LINE_SERVICES',
};

export const MOVE_KEYS: Readonly<Record<OrderChargeRow['kind'], string>> = {
  charge: 'UI.ORDER_CHARGES.MOVE_CHARGE',
  refund: 'UI.ORDER_CHARGES.MOVE_REFUND',
};

type Totals = Pick<OrderChargePage, 'totals'>;

/**
 * The order charge details: the server-paged moves of the orders (charge, refund) by order
 * number, warehouse, move and days, and the totals of the whole filter, which ride with each page.
 */
export class OrderChargesModel {
  readonly dates = new DateRangeGuard();
  readonly list: PagedList<OrderChargeRow, Totals>;

  constructor(gateway: BillingGateway) {
    this.list = new PagedList<OrderChargeRow, Totals>(
      this.dates.guard((query) => gateway.orderCharges(query)),
      (row) => row.id,
      { order_no: '', warehouse_id: '', kind: '', start_date: '', end_date: '' },
    );
  }
}

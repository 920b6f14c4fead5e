import { MACHINE_CODES } from './codes';
import type { OrderResumeTrigger, OrderState } from './order-abnormal';
import { triggerResumesOrder } from './order-abnormal';
import type { OrderStatus } from './order-machine';
import { applyOrderEvent } from './order-machine';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** Why the merchant stops an order (spec section 4). */
export const ORDER_STOP_REASONS = [
  'client_cancelled',
  'fraudulent_customer',
  'edit_order_information',
  'other',
] as const;
export type OrderStopReason = (typeof ORDER_STOP_REASONS)[number];

export const ORDER_STOP_REASON_CODES: Readonly<Record<OrderStopReason, string>> = {
  client_cancelled: MACHINE_CODES.orderStopClientCancelled,
  fraudulent_customer: MACHINE_CODES.orderStopFraudulentCustomer,
  edit_order_information: MACHINE_CODES.orderStopEditOrderInformation,
  other: MACHINE_CODES.orderStopOther,
};

export interface OrderStopRequest {
  readonly reason: OrderStopReason;
  /** A complete cancel deletes the order; otherwise it goes back to draft to be resubmitted. */
  readonly complete: boolean;
}

export interface StoppedOrder {
  readonly status: OrderStatus;
  readonly stopReason: OrderStopReason;
}

/**
 * Cancelling is allowed only while an abnormal order still waits: before the stock arrival, the
 * top-up or the purchase that resumes it (spec section 4). Once one of `happened` covers its
 * shortfall the order is (or is about to be) processing again, and only interception can stop it.
 */
export const canCancelOrder = (
  order: OrderState,
  happened: readonly OrderResumeTrigger[],
): boolean =>
  order.status === 'abnormal' &&
  !happened.some((trigger) => triggerResumesOrder(order.abnormalReason, trigger));

export function cancelOrder(
  order: OrderState,
  request: OrderStopRequest,
  happened: readonly OrderResumeTrigger[],
): Result<StoppedOrder, MessageCode> {
  const to = applyOrderEvent(order.status, request.complete ? 'cancelCompletely' : 'cancel');
  if (!to.ok) return to;
  if (!canCancelOrder(order, happened))
    return err(message(MACHINE_CODES.orderCancelTooLate, { status: order.status }));
  return ok({ status: to.value, stopReason: request.reason });
}

/** The warehouse's answer to an interception request: interception may not succeed. */
export type WarehouseInterceptOutcome = 'intercepted' | 'not_intercepted';

/** Interception of an order the warehouse is working on; the warehouse's outcome decides. */
export function interceptOrder(
  order: OrderState,
  request: OrderStopRequest,
  outcome: WarehouseInterceptOutcome,
): Result<StoppedOrder, MessageCode> {
  const event = request.complete ? 'interceptCompletely' : 'intercept';
  const to = applyOrderEvent(order.status, event);
  if (!to.ok) return to;
  if (outcome !== 'intercepted')
    return err(message(MACHINE_CODES.orderInterceptFailed, { status: order.status }));
  return ok({ status: to.value, stopReason: request.reason });
}

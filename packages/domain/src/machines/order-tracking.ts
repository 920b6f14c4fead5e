import { MACHINE_CODES } from './codes';
import type { OrderStatus } from './order-machine';
import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';

/**
 * The statuses in which an order takes the tracking number of the merchant's own label (the
 * tracking upload, ADR 0045): submitted and not yet shipped, so the warehouse still has the
 * parcel to label. Before submission the order is still the merchant's to edit; once shipped the
 * warehouse's tracking number is the parcel's.
 */
export const OWN_LABEL_TRACKING_STATUSES = [
  'processing',
  'pending_approval',
  'abnormal',
  'packed',
] as const satisfies readonly OrderStatus[];

/** Why an order in this status cannot take an own-label tracking number; undefined when it can. */
export function ownLabelTrackingRefusal(status: OrderStatus): MessageCode | undefined {
  return (OWN_LABEL_TRACKING_STATUSES as readonly OrderStatus[]).includes(status)
    ? undefined
    : message(MACHINE_CODES.orderTrackingNotAccepted, { status });
}

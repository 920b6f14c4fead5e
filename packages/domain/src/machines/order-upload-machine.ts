import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';

/**
 * A batch order upload (warehouse-shipping.md section 2: progress checking, succeeded or error).
 * It is checking while its rows are read and imported; it ends succeeded when every row became an
 * order (or was skipped as already imported) and error when some rows were refused. Correcting,
 * submitting or deleting the last error row resolves it. Deleting an upload is not a status: the
 * upload keeps its result and is listed among the deleted ones (ADR 0043).
 */
export const ORDER_UPLOAD_STATUSES = ['checking', 'succeeded', 'error'] as const;
export type OrderUploadStatus = (typeof ORDER_UPLOAD_STATUSES)[number];

export const ORDER_UPLOAD_EVENTS = ['pass', 'fail', 'resolve'] as const;
export type OrderUploadEvent = (typeof ORDER_UPLOAD_EVENTS)[number];

export const ORDER_UPLOAD_TRANSITIONS: EventTable<OrderUploadStatus, OrderUploadEvent> = {
  checking: { pass: 'succeeded', fail: 'error' },
  error: { resolve: 'succeeded' },
  succeeded: {},
};

export const transitionOrderUpload = (
  from: OrderUploadStatus,
  event: OrderUploadEvent,
): Result<OrderUploadStatus, MessageCode> =>
  applyEvent(ORDER_UPLOAD_TRANSITIONS, MACHINE_CODES.orderUploadInvalidTransition, from, event);

/** The event that ends a check: clean when no row is left in error. */
export const orderUploadCheckedEvent = (errorRows: number): OrderUploadEvent =>
  errorRows === 0 ? 'pass' : 'fail';

/** The order upload machine as a value; an upload starts checking. */
export const ORDER_UPLOAD_MACHINE: StatusMachine<OrderUploadStatus, OrderUploadEvent> = {
  entity: 'order_upload',
  statuses: ORDER_UPLOAD_STATUSES,
  initial: 'checking',
  editable: [],
  invalidTransitionCode: MACHINE_CODES.orderUploadInvalidTransition,
  transition: transitionOrderUpload,
};

import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';

/**
 * A merchant's application to use a warehouse: pending, then approved or not approved by the
 * provider. Re-applying after a refusal is this product's choice (as the activation wizard lets
 * the user re-verify); approved is final.
 */
export const WAREHOUSE_APPLICATION_STATUSES = ['pending', 'approved', 'not_approved'] as const;
export type WarehouseApplicationStatus = (typeof WAREHOUSE_APPLICATION_STATUSES)[number];

export const WAREHOUSE_APPLICATION_EVENTS = ['approve', 'disapprove', 'reapply'] as const;
export type WarehouseApplicationEvent = (typeof WAREHOUSE_APPLICATION_EVENTS)[number];

export const WAREHOUSE_APPLICATION_TRANSITIONS: EventTable<
  WarehouseApplicationStatus,
  WarehouseApplicationEvent
> = {
  pending: { approve: 'approved', disapprove: 'not_approved' },
  approved: {},
  not_approved: { reapply: 'pending' },
};

export const transitionWarehouseApplication = (
  from: WarehouseApplicationStatus,
  event: WarehouseApplicationEvent,
): Result<WarehouseApplicationStatus, MessageCode> =>
  applyEvent(
    WAREHOUSE_APPLICATION_TRANSITIONS,
    MACHINE_CODES.warehouseApplicationInvalidTransition,
    from,
    event,
  );

export const WAREHOUSE_APPLICATION_MERCHANT_EVENTS = [
  'reapply',
] as const satisfies readonly WarehouseApplicationEvent[];
export type WarehouseApplicationAction = (typeof WAREHOUSE_APPLICATION_MERCHANT_EVENTS)[number];

export const allowedWarehouseApplicationActions = (
  status: WarehouseApplicationStatus,
): readonly WarehouseApplicationAction[] =>
  acceptedEvents(WAREHOUSE_APPLICATION_TRANSITIONS, status, WAREHOUSE_APPLICATION_MERCHANT_EVENTS);

/** The warehouse-application machine as a value; an application starts pending. */
export const WAREHOUSE_APPLICATION_MACHINE: StatusMachine<
  WarehouseApplicationStatus,
  WarehouseApplicationEvent
> = {
  entity: 'warehouse_application',
  statuses: WAREHOUSE_APPLICATION_STATUSES,
  initial: 'pending',
  editable: [],
  invalidTransitionCode: MACHINE_CODES.warehouseApplicationInvalidTransition,
  transition: transitionWarehouseApplication,
};

import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';
import type { StatusMachine } from './status-machine';

/** An add-on service rule is active or inactive (spec section 4). */
export const ADD_ON_RULE_STATUSES = ['inactive', 'active'] as const;
export type AddOnRuleStatus = (typeof ADD_ON_RULE_STATUSES)[number];

export const ADD_ON_RULE_EVENTS = ['activate', 'deactivate'] as const;
export type AddOnRuleEvent = (typeof ADD_ON_RULE_EVENTS)[number];

export const ADD_ON_RULE_TRANSITIONS: EventTable<AddOnRuleStatus, AddOnRuleEvent> = {
  inactive: { activate: 'active' },
  active: { deactivate: 'inactive' },
};

export const transitionAddOnRule = (
  from: AddOnRuleStatus,
  event: AddOnRuleEvent,
): Result<AddOnRuleStatus, MessageCode> =>
  applyEvent(ADD_ON_RULE_TRANSITIONS, MACHINE_CODES.addOnRuleInvalidTransition, from, event);

/** A rule can be created and activated together, or created inactive. */
export const initialAddOnRuleStatus = (options: {
  readonly activateOnCreate: boolean;
}): AddOnRuleStatus => (options.activateOnCreate ? 'active' : 'inactive');

export const allowedAddOnRuleActions = (status: AddOnRuleStatus): readonly AddOnRuleEvent[] =>
  acceptedEvents(ADD_ON_RULE_TRANSITIONS, status, ADD_ON_RULE_EVENTS);

/**
 * The machine as a value, for the server's status writer. A rule's fields can be edited in either
 * status (an edit of an active rule applies to the orders created after it).
 */
export const ADD_ON_RULE_MACHINE: StatusMachine<AddOnRuleStatus, AddOnRuleEvent> = {
  entity: 'addOnRule',
  statuses: ADD_ON_RULE_STATUSES,
  initial: 'inactive',
  editable: ADD_ON_RULE_STATUSES,
  invalidTransitionCode: MACHINE_CODES.addOnRuleInvalidTransition,
  transition: transitionAddOnRule,
};

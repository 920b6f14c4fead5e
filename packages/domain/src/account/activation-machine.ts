import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { StatusMachine } from '../machines/status-machine';

/**
 * Warehouse activation of a main account (warehouse-shipping.md section 2, activation wizard):
 * submit identity, review within 24 hours, passed or failed with a reason (re-verify allowed),
 * top up, warehouse active.
 */
export const ACTIVATION_STATUSES = [
  'not_submitted',
  'under_review',
  'rejected',
  'passed',
  'topped_up',
  'active',
] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export const ACTIVATION_EVENTS = [
  'submit',
  'approve',
  'reject',
  'reverify',
  'top_up',
  'activate_warehouse',
] as const;
export type ActivationEvent = (typeof ACTIVATION_EVENTS)[number];

const ACTIVATION_TRANSITIONS: Readonly<
  Record<ActivationStatus, Partial<Record<ActivationEvent, ActivationStatus>>>
> = {
  not_submitted: { submit: 'under_review' },
  under_review: { approve: 'passed', reject: 'rejected' },
  rejected: { reverify: 'not_submitted', submit: 'under_review' },
  passed: { top_up: 'topped_up' },
  topped_up: { activate_warehouse: 'active' },
  active: {},
};

/** The review promise shown to the merchant. */
export const ACTIVATION_REVIEW_HOURS = 24;

export function transitionActivation(
  from: ActivationStatus,
  event: ActivationEvent,
): Result<ActivationStatus, MessageCode> {
  const to = ACTIVATION_TRANSITIONS[from][event];
  return to === undefined
    ? err(message(ACCOUNT_CODES.activationInvalidTransition, { from, event }))
    : ok(to);
}

export const canActivationHandle = (from: ActivationStatus, event: ActivationEvent): boolean =>
  ACTIVATION_TRANSITIONS[from][event] !== undefined;

/**
 * The urlcode the route guard reads (platform-shell.md section 4, step 5): 400 to the activation
 * screen, 201 to the enterprise screen (identity passed: top up and choose a warehouse), 202 under
 * review, 203 failed, 204 topped up and waiting for the warehouse, 200 through.
 */
export const ACTIVATION_URL_CODES: Readonly<Record<ActivationStatus, string>> = {
  not_submitted: '400',
  passed: '201',
  under_review: '202',
  rejected: '203',
  topped_up: '204',
  active: '200',
};

export const isActivationStatus = (value: string): value is ActivationStatus =>
  (ACTIVATION_STATUSES as readonly string[]).includes(value);

/** The activation machine as a value, for the server's status writer and stored-row readers. */
export const ACTIVATION_MACHINE: StatusMachine<ActivationStatus, ActivationEvent> = {
  entity: 'activation',
  statuses: ACTIVATION_STATUSES,
  initial: 'not_submitted',
  editable: [],
  invalidTransitionCode: ACCOUNT_CODES.activationInvalidTransition,
  transition: transitionActivation,
};

/** Every status reachable from `from` by the machine's events, `from` included. */
function reachableFrom(from: ActivationStatus): ReadonlySet<ActivationStatus> {
  const reached = new Set<ActivationStatus>([from]);
  const queue = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    for (const to of Object.values(ACTIVATION_TRANSITIONS[next]))
      if (to !== undefined && !reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
  return reached;
}

const IDENTITY_PASSED = reachableFrom('passed');

/**
 * True once the identity review has passed (passed and every status after it): the merchant may
 * then apply for warehouses. Derived from the transition table, so a new step after 'passed'
 * is covered without another list.
 */
export const hasIdentityPassed = (status: ActivationStatus): boolean => IDENTITY_PASSED.has(status);

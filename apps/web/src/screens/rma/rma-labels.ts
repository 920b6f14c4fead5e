import type { RmaStatus } from '@portal/domain';
import { RMA_STATUSES } from '@portal/domain';

/** The label key of each return status (spec section 4: draft, awaiting arrival, processed). */
export const RMA_STATUS_KEYS: Readonly<Record<RmaStatus, string>> = {
  draft: 'UI.RMA.STATUS_DRAFT',
  awaiting_arrival: 'UI.RMA.STATUS_AWAITING_ARRIVAL',
  processed: 'UI.RMA.STATUS_PROCESSED',
};

/** The label key of a status the server sent; an unknown one shows as it came. */
export const rmaStatusKey = (status: string): string =>
  (RMA_STATUSES as readonly string[]).includes(status)
    ? RMA_STATUS_KEYS[status as RmaStatus]
    : status;

/** The label key of each merchant action on a return (the domain's allowedRmaActions). */
export const RMA_ACTION_KEYS: Readonly<Record<string, string>> = {
  edit: 'UI.RMA.ACTION_EDIT',
  submit: 'UI.RMA.ACTION_SUBMIT',
};

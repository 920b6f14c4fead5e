import type { AsnStatus } from '@portal/domain';
import { ASN_STATUSES } from '@portal/domain';
import type { AsnActionName } from '../../gateways/asn-gateway';

/** The statuses the list filter offers: the machine's, but deleted (deleted notices are not listed). */
export const ASN_FILTER_STATUSES: readonly AsnStatus[] = ASN_STATUSES.filter(
  (status) => status !== 'deleted',
);

const ACTION_KEYS: Readonly<Record<AsnActionName, string>> = {
  submit: 'UI.ASN.ACTION.SUBMIT',
  moveToDraft: 'UI.ASN.ACTION.MOVE_TO_DRAFT',
  delete: 'UI.ASN.ACTION.DELETE',
};

export const asnActionKey = (action: AsnActionName): string => ACTION_KEYS[action];

/** The row actions the action endpoint performs, in the order the buttons show. */
export const ASN_ENDPOINT_ACTIONS: readonly AsnActionName[] = ['submit', 'moveToDraft', 'delete'];

/** The endpoint actions among a row's allowed `actions` ('edit' is a link, not an action). */
export const endpointActionsOf = (actions: readonly string[]): readonly AsnActionName[] =>
  ASN_ENDPOINT_ACTIONS.filter((action) => actions.includes(action));

const OPTION_KEYS: Readonly<Record<string, string>> = {
  provider: 'UI.ASN.PREPACKING_PROVIDER',
  self: 'UI.ASN.PREPACKING_SELF',
  dropOff: 'UI.ASN.DELIVERY_DROP_OFF',
  carrier: 'UI.ASN.DELIVERY_CARRIER',
  standard: 'UI.ASN.LEVEL_STANDARD',
  priority: 'UI.ASN.LEVEL_PRIORITY',
};

/** The label of a prepacking, delivery mode or level value. */
export const asnOptionKey = (value: string): string =>
  OPTION_KEYS[value] ?? 'UI.ASN.STATUS.UNKNOWN';

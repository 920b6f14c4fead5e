import type { OrderFees } from '@portal/contract';
import type { OrderAbnormalReason, OrderStopReason } from '@portal/domain';
import { ORDER_ABNORMAL_REASON_CODES, ORDER_STOP_REASON_CODES } from '@portal/domain';
import type { OrderBatchAction, OrderStopKind } from '../../gateways/order-gateway';

// Catalog keys are written out whole so the catalog-key check sees each of them.

const ACTION_KEYS: Readonly<Record<OrderBatchAction | 'edit' | 'export', string>> = {
  edit: 'UI.ORDER.ACTION.EDIT',
  submit: 'UI.ORDER.ACTION.SUBMIT',
  moveToDraft: 'UI.ORDER.ACTION.MOVE_TO_DRAFT',
  delete: 'UI.ORDER.ACTION.DELETE',
  cancel: 'UI.ORDER.ACTION.CANCEL',
  intercept: 'UI.ORDER.ACTION.INTERCEPT',
  export: 'UI.ORDER.ACTION.EXPORT',
};

export const orderActionKey = (action: keyof typeof ACTION_KEYS): string => ACTION_KEYS[action];

const OPTION_KEYS: Readonly<Record<string, string>> = {
  standard: 'UI.ORDER.TYPE.STANDARD',
  self_pickup: 'UI.ORDER.TYPE.SELF_PICKUP',
  fba: 'UI.ORDER.TYPE.FBA',
  recipient: 'UI.ORDER.PAY_BY.RECIPIENT',
  sender: 'UI.ORDER.PAY_BY.SENDER',
};

/** The label of an order type or a pay-by choice; an unknown value shows as it came. */
export const orderOptionKey = (value: string): string => OPTION_KEYS[value] ?? value;

/** The machine's texts of an abnormal reason and a stop reason (core catalog). */
export const abnormalReasonKey = (reason: OrderAbnormalReason): string =>
  ORDER_ABNORMAL_REASON_CODES[reason];
export const stopReasonKey = (reason: OrderStopReason): string => ORDER_STOP_REASON_CODES[reason];

/**
 * How the merchant may stop an order now: cancel while it waits (abnormal), intercept once the
 * warehouse has it; a complete stop is a choice inside either.
 */
export const stopKindsOf = (actions: readonly string[]): readonly OrderStopKind[] => [
  ...(actions.includes('cancel') || actions.includes('cancelCompletely')
    ? (['cancel'] as const)
    : []),
  ...(actions.includes('intercept') || actions.includes('interceptCompletely')
    ? (['intercept'] as const)
    : []),
];

/** The batch actions one row offers, from what the machine allows it. */
export const rowBatchActionsOf = (actions: readonly string[]): readonly OrderBatchAction[] => [
  ...(actions.includes('submit') ? (['submit'] as const) : []),
  ...(actions.includes('moveToDraft') ? (['moveToDraft'] as const) : []),
  ...stopKindsOf(actions),
  ...(actions.includes('delete') ? (['delete'] as const) : []),
];

type FeeName = Exclude<keyof OrderFees, 'channel' | 'chargeable_weight_g' | 'total'>;

/** The fee lines of a quote or a charged order, in the order they show; zero lines are left out. */
export const FEE_LINES: readonly (readonly [FeeName, string])[] = [
  ['freight', 'UI.ORDER.QUOTE.FREIGHT'],
  ['insurance', 'UI.ORDER.QUOTE.INSURANCE'],
  ['vat', 'UI.ORDER.QUOTE.VAT'],
  ['destination_fee', 'UI.ORDER.QUOTE.DESTINATION_FEE'],
  ['duty', 'UI.ORDER.QUOTE.DUTY'],
  ['customs', 'UI.ORDER.QUOTE.CUSTOMS_FEE'],
  ['remote_surcharge', 'UI.ORDER.QUOTE.REMOTE_SURCHARGE'],
  ['services', 'UI.ORDER.QUOTE.ADD_ON_SERVICES'],
];

/** The fee lines with an amount, freight always (it is never free). */
export const feeLinesOf = (fees: OrderFees): readonly (readonly [string, OrderFees['total']])[] =>
  FEE_LINES.filter(([name]) => name === 'freight' || fees[name].amount !== 0).map(
    ([name, key]) => [key, fees[name]] as const,
  );

/** Grams as kilograms with up to 3 decimals (1250 -> 1.25). */
export const kilograms = (grams: number): string => String(Math.round(grams) / 1000);

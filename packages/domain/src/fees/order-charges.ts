import type { Money } from './money';

/**
 * The kinds an order's charge is made of, in the order the charge details list them: the
 * fields of the order's quote (freight first, then the fees on top of it).
 */
export const ORDER_CHARGE_KINDS = [
  'freight',
  'insurance',
  'vat',
  'destination_fee',
  'duty',
  'customs',
  'remote_surcharge',
  'services',
] as const;
export type OrderChargeKind = (typeof ORDER_CHARGE_KINDS)[number];

/** A quote as the order keeps it: an amount per kind and their total. */
export type OrderChargeQuote = Readonly<Record<OrderChargeKind, Money>> & {
  readonly total: Money;
};

export interface OrderChargeLine {
  readonly kind: OrderChargeKind;
  readonly amount: Money;
}

/**
 * What a charge was made of, from the quote the order keeps: the kinds with an amount, in
 * ORDER_CHARGE_KINDS order. The order keeps only its last quote, so when that quote's total is
 * not the amount charged (the order was quoted again after a refund) the breakdown is unknown
 * (`undefined`), never a wrong one. A refund gives back the whole charge, so it has no lines.
 */
export function orderChargeLines(
  quote: OrderChargeQuote | null | undefined,
  charged: Money,
): readonly OrderChargeLine[] | undefined {
  if (quote === null || quote === undefined) return undefined;
  if (quote.total.currency !== charged.currency || quote.total.amount !== charged.amount)
    return undefined;
  const lines = ORDER_CHARGE_KINDS.map((kind) => ({ kind, amount: quote[kind] })).filter(
    (line) => line.amount.amount !== 0,
  );
  const sum = lines.reduce((total, line) => total + line.amount.amount, 0);
  // a stored quote whose parts do not add up to its total is not a breakdown of the charge
  return sum === charged.amount && lines.every((line) => line.amount.currency === charged.currency)
    ? lines
    : undefined;
}

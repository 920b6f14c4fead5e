import { Type } from 'typebox';
import { OrderQuoteSchema } from '../data/orders';
import { endpoint } from '../endpoint';
import { flag, list, requiredText, text } from '../schemas/kit';
import { HELP_ROUTES } from '../routes/help';

/** One parcel: where to, how heavy, how big (all as typed; the domain reads the decimals). */
const PARCEL = {
  country: requiredText('ISO country code of the recipient'),
  weight_kg: requiredText('actual weight in kg, above 0, at most 2 decimals'),
  length_cm: text('optional with width and height: the volumetric weight counts when larger'),
  width_cm: text(),
  height_cm: text(),
  channel: text('one channel code; empty for every channel serving the country'),
};

const QUOTES = Type.Object({ quotes: list(OrderQuoteSchema) });

export const HELP_ENDPOINTS = {
  freight: endpoint(HELP_ROUTES.freight, {
    summary:
      "Freight inquiry: each channel's price for a parcel to a country, from the rate cards through the order quote's rules",
    request: Type.Object(PARCEL),
    response: QUOTES,
  }),
  fees: endpoint(HELP_ROUTES.fees, {
    summary:
      'Fee calculator: every fee of a one-parcel order (freight, insurance, VAT, destination, duty, customs, remote surcharge) per channel',
    request: Type.Object({
      ...PARCEL,
      postcode: text('for the remote-area rules'),
      state: text(),
      currency: text('currency of the declared and insured values; USD when empty'),
      declared_value: text('decimal; 0 when empty'),
      insured_value: text('decimal; nothing insured when empty'),
      duty_prepaid: flag('duty paid in advance (DDP)'),
    }),
    response: QUOTES,
  }),
} as const;

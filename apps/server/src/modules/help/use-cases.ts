import type { OrderQuote } from '@portal/contract';
import type { ParcelItem, ValidationFieldIssue } from '@portal/domain';
import {
  collectFieldIssues,
  parsePositiveAmount,
  validatePositiveAmount,
  validateProductDimension,
  validateProductWeight,
  validateRequiredField,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { invalidFields, succeed } from '../../envelope';
import type { InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import type { QuotableOrder } from '../order/quote';

/**
 * The one port the help tools use (ADR 0068): the order module's quote of a parcel, bound to the
 * database by routes.ts. The help module has no table of its own, so no repository.
 */
export interface ParcelQuoter {
  quoteParcel(
    order: Omit<QuotableOrder, 'lines'>,
    items: readonly ParcelItem[],
    channels: readonly string[],
  ): Promise<OrderQuote[]>;
}

export type HelpPorts = { readonly quotes: ParcelQuoter };

type ParcelInput = InputFor<'help.freight'>;

/**
 * Without a size the parcel is read as a 1 cm cube: its volumetric weight (1 g) never exceeds
 * the actual weight (at least 0.01 kg), so the actual weight is what counts, as the merchant asked.
 */
const NO_SIZE = { lengthCm: 1, widthCm: 1, heightCm: 1 };

const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;

/**
 * The typed parcel checked by the domain's rules (country required; weight and each side above 0
 * with at most 2 decimals, the sides only when one is given; a declared value likewise when
 * given), then read as the quote's one item.
 */
function parcelOf(
  input: ParcelInput,
  declaredValue: string,
):
  | { ok: true; item: ParcelItem; declaredMinor: number }
  | { ok: false; issues: ValidationFieldIssue[] } {
  const sized = SIDES.some((side) => input[side].trim() !== '');
  const issues = collectFieldIssues([
    ['country', validateRequiredField(input.country)],
    ['weight_kg', validateProductWeight(input.weight_kg)],
    ...SIDES.map(
      (side) => [side, sized ? validateProductDimension(input[side]) : undefined] as const,
    ),
    [
      'declared_value',
      declaredValue.trim() === '' ? undefined : validatePositiveAmount(declaredValue),
    ],
  ]);
  const hundredths = (text: string) => {
    const parsed = parsePositiveAmount(text);
    return parsed.ok ? parsed.value : 0;
  };
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    item: {
      // Hundredths of a kilogram to grams.
      weightG: hundredths(input.weight_kg) * 10,
      dimensions: sized
        ? {
            lengthCm: hundredths(input.length_cm) / 100,
            widthCm: hundredths(input.width_cm) / 100,
            heightCm: hundredths(input.height_cm) / 100,
          }
        : NO_SIZE,
      quantity: 1,
    },
    declaredMinor: declaredValue.trim() === '' ? 0 : hundredths(declaredValue),
  };
}

async function quotesFor(
  quotes: ParcelQuoter,
  input: ParcelInput,
  money: {
    readonly currency: string;
    readonly declared: string;
    readonly insured: string;
    readonly dutyPrepaid: boolean;
    readonly postcode: string;
    readonly state: string;
  },
): Promise<Outcome<{ quotes: OrderQuote[] }>> {
  const parcel = parcelOf(input, money.declared);
  if (!parcel.ok) return invalidFields(parcel.issues);
  const channel = input.channel.trim().toUpperCase();
  const answer = await quotes.quoteParcel(
    {
      country: input.country.trim().toUpperCase(),
      postcode: money.postcode.trim(),
      state: money.state.trim(),
      currency: money.currency.trim().toUpperCase() || 'USD',
      declaredTotalMinor: parcel.declaredMinor,
      insuredValue: money.insured.trim(),
      dutyPrepaid: money.dutyPrepaid,
      services: [],
    },
    [parcel.item],
    channel === '' ? [] : [channel],
  );
  return succeed({ quotes: answer });
}

/** The help tools: freight inquiry and fee calculator. */
export function helpUseCases({ quotes }: HelpPorts) {
  return {
    /** Freight inquiry: the order quote of a one-parcel order with nothing declared or insured. */
    freightInquiry: (input: InputFor<'help.freight'>) =>
      quotesFor(quotes, input, {
        currency: 'USD',
        declared: '',
        insured: '',
        dutyPrepaid: false,
        postcode: '',
        state: '',
      }),

    /** Fee calculator: the same quote with the declared and insured values, duty and address. */
    feeCalculator: (input: InputFor<'help.fees'>) =>
      quotesFor(quotes, input, {
        currency: input.currency,
        declared: input.declared_value,
        insured: input.insured_value,
        dutyPrepaid: isFlagOn(input.duty_prepaid),
        postcode: input.postcode,
        state: input.state,
      }),
  };
}

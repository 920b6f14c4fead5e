import {
  destinationFee,
  destinationVat,
  lowValueDutyFee,
  prepaidDutyFee,
} from './destination-charges';
import type { PrepaidDutyFeeEntry } from './destination-charges';
import { SGEXP_ASSUMED_GST_RATE, sgexpImportCharges } from './destination-charges';
import { shippingInsuranceFee } from './insurance';
import { invalidMeasure } from './invalid-measure';
import type { Money } from './money';
import { FEE_CURRENCY, addMoney, zeroMoney } from './money';
import type { ChannelWeightRule, ParcelDimensions } from './parcel-weight';
import { VOLUMETRIC_DIVISOR_CM3_PER_KG, volumetricWeightGrams } from './parcel-weight';
import { VOLUMETRIC_5KG_CAP_CHANNEL_RULE } from './parcel-weight';
import type { RateTable } from './rate-table';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** "Fail to get shipping fee; no logistics price": no rate card carries the parcel. */
export const NO_LOGISTICS_PRICE_CODE = 'ORDER.SHIPPING_FEE_UNAVAILABLE';

/**
 * A channel's freight price list, in CNY: the first `firstWeightG` grams cost `firstPrice`, each
 * further started step of `stepWeightG` grams costs `stepPrice`, up to `maxWeightG`. The
 * remote-area surcharge is added once the merchant confirms it. Rate cards are provider data.
 */
export interface RateCard {
  readonly channel: string;
  readonly firstWeightG: number;
  readonly firstPrice: Money;
  readonly stepWeightG: number;
  readonly stepPrice: Money;
  readonly maxWeightG: number;
  readonly remoteSurcharge: Money;
}

/**
 * Channels with their own weight rule (spec section 9: "one channel: unit weight limit,
 * volumetric divisor 5000 with a 5 kg cap"); the others use the 5000 divisor and their card's
 * maximum. Which channel is sample data.
 */
export const CHANNEL_WEIGHT_RULES: Readonly<Record<string, ChannelWeightRule>> = {
  'US-ECO': VOLUMETRIC_5KG_CAP_CHANNEL_RULE,
};

/** Channels charging the 10 RMB duty over 15 USD (spec: "some channels"; sample data). */
export const LOW_VALUE_DUTY_CHANNELS: readonly string[] = ['UK-RM', 'DE-DHL'];

/** One unit of a product as the parcel holds it. */
export interface ParcelItem {
  readonly weightG: number;
  readonly dimensions: ParcelDimensions;
  readonly quantity: number;
}

/**
 * The parcel's chargeable weight in grams: the larger of the actual weight (units' weights summed)
 * and the volumetric weight (units' volumetric weights summed), each unit rounded up to the gram.
 */
export function parcelChargeableWeightGrams(
  items: readonly ParcelItem[],
  divisorCm3PerKg: number = VOLUMETRIC_DIVISOR_CM3_PER_KG,
): Result<number, MessageCode> {
  let actual = 0;
  let volumetric = 0;
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
      return invalidMeasure('quantity');
    if (!Number.isSafeInteger(item.weightG) || item.weightG <= 0) return invalidMeasure('weightG');
    const unit = volumetricWeightGrams(item.dimensions, divisorCm3PerKg);
    if (!unit.ok) return unit;
    actual += item.weightG * item.quantity;
    volumetric += unit.value * item.quantity;
  }
  return ok(Math.max(actual, volumetric));
}

const noPrice = (channel: string) => err(message(NO_LOGISTICS_PRICE_CODE, { channel }));

/** The freight of a parcel on a card; no card, or a parcel above its maximum, has no price. */
export function freightFromRateCard(
  card: RateCard | undefined,
  channel: string,
  chargeableWeightG: number,
): Result<Money, MessageCode> {
  if (card === undefined) return noPrice(channel);
  if (!Number.isSafeInteger(chargeableWeightG) || chargeableWeightG <= 0)
    return invalidMeasure('chargeableWeightG');
  if (chargeableWeightG > card.maxWeightG) return noPrice(channel);
  const steps = Math.max(0, Math.ceil((chargeableWeightG - card.firstWeightG) / card.stepWeightG));
  return addMoney(card.firstPrice, { ...card.stepPrice, amount: card.stepPrice.amount * steps });
}

export interface OrderQuoteInput {
  readonly channel: string;
  readonly country: string;
  readonly items: readonly ParcelItem[];
  /** Sum of unit declared value times quantity, in the order's currency. */
  readonly declaredValue: Money;
  /** Zero when the merchant insures nothing (then no insurance fee). */
  readonly insuredValue: Money;
  readonly dutyPrepaid: boolean;
  /** The address lies in the channel's surcharged remote area. */
  readonly remoteArea: boolean;
  /** The add-on services and packing materials, already priced in CNY. */
  readonly services: Money;
}

export interface OrderFeeBreakdown {
  readonly channel: string;
  readonly chargeableWeightG: number;
  readonly freight: Money;
  readonly insurance: Money;
  readonly vat: Money;
  readonly destinationFee: Money;
  readonly duty: Money;
  readonly customs: Money;
  readonly remoteSurcharge: Money;
  readonly services: Money;
  readonly total: Money;
}

export interface OrderQuoteData {
  readonly card: RateCard | undefined;
  readonly prepaidDuties: readonly PrepaidDutyFeeEntry[];
  readonly rates: RateTable;
}

function sum(amounts: readonly Money[]): Result<Money, MessageCode> {
  let total: Money = zeroMoney(FEE_CURRENCY);
  for (const amount of amounts) {
    const next = addMoney(total, amount);
    if (!next.ok) return next;
    total = next.value;
  }
  return ok(total);
}

/**
 * Every fee of one order on one channel, in CNY (spec section 9): freight from the card on the
 * chargeable weight (the channel's weight rule applies), shipping insurance 0.6% of (insured +
 * freight) at least 1 RMB when something is insured, UAE/Saudi 5% VAT on the declared value, the
 * 39 RMB Qatar fee, the prepaid duty fee when duty is prepaid, the 10 RMB duty over 15 USD on the
 * channels charging it, the SGEXP tax and customs fee over 400 SGD, the remote surcharge.
 */
export function quoteOrderFees(
  input: OrderQuoteInput,
  data: OrderQuoteData,
): Result<OrderFeeBreakdown, MessageCode> {
  const rule = CHANNEL_WEIGHT_RULES[input.channel];
  const weight = parcelChargeableWeightGrams(
    input.items,
    rule?.volumetricDivisorCm3PerKg ?? VOLUMETRIC_DIVISOR_CM3_PER_KG,
  );
  if (!weight.ok) return weight;
  if (rule !== undefined && weight.value > rule.maxChargeableWeightKg * 1000)
    return noPrice(input.channel);
  const freight = freightFromRateCard(data.card, input.channel, weight.value);
  if (!freight.ok) return freight;
  const zero = zeroMoney(FEE_CURRENCY);
  const insurance =
    input.insuredValue.amount > 0
      ? shippingInsuranceFee(
          { insuredValue: input.insuredValue, freight: freight.value },
          data.rates,
        )
      : ok(zero);
  if (!insurance.ok) return insurance;
  const vat = destinationVat(
    { country: input.country, declaredValue: input.declaredValue },
    data.rates,
  );
  if (!vat.ok) return vat;
  const prepaid = input.dutyPrepaid
    ? prepaidDutyFee(data.prepaidDuties, { channel: input.channel, country: input.country })
    : ok(zero);
  if (!prepaid.ok) return prepaid;
  const lowValue = LOW_VALUE_DUTY_CHANNELS.includes(input.channel)
    ? lowValueDutyFee(input.declaredValue, data.rates)
    : ok(zero);
  if (!lowValue.ok) return lowValue;
  const duty = addMoney(prepaid.value, lowValue.value);
  if (!duty.ok) return duty;
  const customs =
    input.channel === 'SGEXP'
      ? sgexpImportCharges(
          { declaredValue: input.declaredValue, taxRate: SGEXP_ASSUMED_GST_RATE },
          data.rates,
        )
      : ok({ total: zero });
  if (!customs.ok) return customs;
  const remoteSurcharge = input.remoteArea && data.card ? data.card.remoteSurcharge : zero;
  const fees = {
    freight: freight.value,
    insurance: insurance.value,
    vat: vat.value,
    destinationFee: destinationFee(input.country),
    duty: duty.value,
    customs: customs.value.total,
    remoteSurcharge,
    services: input.services,
  };
  const total = sum(Object.values(fees));
  if (!total.ok) return total;
  return ok({
    channel: input.channel,
    chargeableWeightG: weight.value,
    ...fees,
    total: total.value,
  });
}

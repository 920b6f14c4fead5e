import type { OrderFees, OrderQuote } from '@portal/contract';
import type {
  Currency,
  MessageCode,
  Money,
  OrderFeeBreakdown,
  ParcelItem,
  PrepaidDutyFeeEntry,
  Result,
} from '@portal/domain';
import {
  CURRENCIES,
  err,
  findShippingChannel,
  isSurchargedRemoteArea,
  message,
  ok,
  parsePositiveAmount,
  quoteOrderFees,
  SHIPPING_CHANNELS,
  validateRemoteAreaSupported,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { loadRateTable } from '../exchange-rate/repository';
import { loadRateCards } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The prepaid-duty (DDP) fees per channel and country. SAMPLE DATA: the spec names the amounts
 * (120, 150, 170 and 300 RMB per shipment) but not which channel charges which.
 */
export const PREPAID_DUTY_TABLE: readonly PrepaidDutyFeeEntry[] = [
  { channel: 'US-STD', country: 'US', fee: { amount: 12_000, currency: 'CNY' } },
  { channel: 'UK-RM', country: 'GB', fee: { amount: 15_000, currency: 'CNY' } },
  { channel: 'DE-DHL', country: 'DE', fee: { amount: 17_000, currency: 'CNY' } },
  { channel: 'AE-ARAMEX', country: 'SA', fee: { amount: 30_000, currency: 'CNY' } },
];

/** What a quote reads of an order, stored or as the form sends it. */
export interface QuotableOrder {
  readonly country: string;
  readonly postcode: string;
  readonly state: string;
  readonly currency: string;
  readonly declaredTotalMinor: number;
  readonly insuredValue: string;
  readonly dutyPrepaid: boolean;
  readonly lines: readonly { readonly productId: number | null; readonly quantity: number }[];
  readonly services: readonly { readonly code: string; readonly quantity: number }[];
}

export const feesToWire = (fees: OrderFeeBreakdown): OrderFees => ({
  channel: fees.channel,
  chargeable_weight_g: fees.chargeableWeightG,
  freight: cnyOf(fees.freight),
  insurance: cnyOf(fees.insurance),
  vat: cnyOf(fees.vat),
  destination_fee: cnyOf(fees.destinationFee),
  duty: cnyOf(fees.duty),
  customs: cnyOf(fees.customs),
  remote_surcharge: cnyOf(fees.remoteSurcharge),
  services: cnyOf(fees.services),
  total: cnyOf(fees.total),
});
const cnyOf = (money: Money) => ({ amount: money.amount, currency: 'CNY' as const });

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/**
 * The fees of the order on each channel asked for (every channel serving the country when
 * `channels` is empty), from the rate cards, the operator's exchange rates, the products' weights
 * and sizes and the added services' prices. A channel that cannot carry it answers its refusal,
 * such as "Fail to get shipping fee; no logistics price".
 */
export async function quoteOrder(
  db: Db,
  order: QuotableOrder,
  channels: readonly string[],
): Promise<OrderQuote[]> {
  const productIds = order.lines.flatMap((line) =>
    line.productId === null ? [] : [line.productId],
  );
  const products =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'weight_centikg', 'length_mm10', 'width_mm10', 'height_mm10'])
          .where('id', 'in', productIds)
          .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const items = order.lines.flatMap((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    return product === undefined
      ? []
      : [
          {
            // Stored in hundredths of a kilogram and of a centimetre.
            weightG: product.weight_centikg * 10,
            dimensions: {
              lengthCm: product.length_mm10 / 100,
              widthCm: product.width_mm10 / 100,
              heightCm: product.height_mm10 / 100,
            },
            quantity: line.quantity,
          },
        ];
  });
  return quoteParcel(db, order, items, channels);
}

/**
 * The quote of a parcel already made of items (the order's products, or a parcel typed into the
 * help centre's freight inquiry and fee calculator), on each channel asked for (every channel
 * serving the country when `channels` is empty).
 */
export async function quoteParcel(
  db: Db,
  order: Omit<QuotableOrder, 'lines'>,
  items: readonly ParcelItem[],
  channels: readonly string[],
): Promise<OrderQuote[]> {
  const codes =
    channels.length > 0
      ? channels
      : SHIPPING_CHANNELS.filter((c) => c.countries.includes(order.country)).map((c) => c.code);
  if (codes.length === 0) return [];
  const [cards, rates, prices] = await Promise.all([
    loadRateCards(db),
    loadRateTable(db),
    order.services.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('added_services')
          .select(['sp_code', 'price_minor'])
          .where(
            'sp_code',
            'in',
            order.services.map((s) => s.code),
          )
          .execute(),
  ]);
  const priceOf = new Map(prices.map((p) => [p.sp_code, p.price_minor]));
  const services: Money = {
    amount: order.services.reduce((sum, s) => sum + (priceOf.get(s.code) ?? 0) * s.quantity, 0),
    currency: 'CNY',
  };
  return codes.map((code) => {
    const channel = findShippingChannel(code, SHIPPING_CHANNELS);
    const refuse = (refusal: MessageCode): OrderQuote => ({
      channel: code,
      channel_name: channel?.name ?? code,
      fees: null,
      refusal: { code: refusal.code, params: refusal.params ?? {} },
      remote_surcharge_confirm_required: false,
    });
    if (channel === undefined) return refuse(message('ORDER.CHANNEL_UNKNOWN', { channel: code }));
    if (!channel.countries.includes(order.country))
      return refuse(message('ORDER.COUNTRY_NOT_SERVED', { country: order.country }));
    if (items.length === 0) return refuse(message('ORDER.NO_PRODUCTS'));
    const recipient = { country: order.country, postcode: order.postcode, state: order.state };
    const unsupported = validateRemoteAreaSupported(recipient, channel);
    if (unsupported !== undefined) return refuse(unsupported);
    const remoteArea = isSurchargedRemoteArea(recipient, channel);
    const money = amounts(order);
    if (!money.ok) return refuse(money.error);
    const fees = quoteOrderFees(
      {
        channel: code,
        country: order.country,
        items,
        declaredValue: money.value.declared,
        insuredValue: money.value.insured,
        dutyPrepaid: order.dutyPrepaid,
        remoteArea,
        services,
      },
      { card: cards.get(code), prepaidDuties: PREPAID_DUTY_TABLE, rates },
    );
    if (!fees.ok) return refuse(fees.error);
    return {
      channel: code,
      channel_name: channel.name,
      fees: feesToWire(fees.value),
      refusal: null,
      remote_surcharge_confirm_required: remoteArea,
    };
  });
}

function amounts(
  order: Omit<QuotableOrder, 'lines'>,
): Result<{ declared: Money; insured: Money }, MessageCode> {
  if (!isCurrency(order.currency))
    return err(message('MONEY.UNKNOWN_CURRENCY', { currency: order.currency }));
  const insured = parsePositiveAmount(order.insuredValue);
  return ok({
    declared: { amount: order.declaredTotalMinor, currency: order.currency },
    insured: { amount: insured.ok ? insured.value : 0, currency: order.currency },
  });
}

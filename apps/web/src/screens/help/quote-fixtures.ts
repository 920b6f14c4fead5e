import type { OrderQuote } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

/** The help and tools tests' quote: DHL carries the parcel, Royal Mail refuses the country. */
export const QUOTES: OrderQuote[] = [
  {
    channel: 'DE-DHL',
    channel_name: 'DHL Paket Germany',
    fees: {
      channel: 'DE-DHL',
      chargeable_weight_g: 1200,
      freight: cny(4250),
      insurance: cny(0),
      vat: cny(810),
      destination_fee: cny(0),
      duty: cny(0),
      customs: cny(0),
      remote_surcharge: cny(0),
      services: cny(0),
      total: cny(5060),
    },
    refusal: null,
    remote_surcharge_confirm_required: false,
  },
  {
    channel: 'UK-RM',
    channel_name: 'Royal Mail',
    fees: null,
    refusal: { code: 'ORDER.COUNTRY_NOT_SERVED', params: { channel: 'UK-RM', country: 'DE' } },
    remote_surcharge_confirm_required: false,
  },
];

/** A server fault: no field named, its message in the reader's language. */
export const serverFault = (msg: string) => () =>
  new HttpRequestFailure('body', msg, {
    body: { code: '500', ask: 0, msg, alert: '', data: null },
  });

/** An answer the test releases when it has seen the waiting state. */
export function heldAnswer<T>(value: T) {
  let release: () => void = () => undefined;
  const answer = () =>
    new Promise<T>((resolve) => {
      release = () => resolve(value);
    });
  return { answer, release: () => release() };
}

/** The server's refusal naming the wire field, as `data.issues` of its envelope. */
export const fieldRefusal =
  (msg: string, issue: { field: string; code: string; params?: Record<string, string> }) => () =>
    new HttpRequestFailure('body', msg, {
      body: { code: '400', ask: 0, msg, alert: '', data: { issues: [issue] } },
    });

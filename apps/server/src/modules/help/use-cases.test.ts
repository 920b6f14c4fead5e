import type { ParcelItem } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputFor } from '../../http/context';
import { strictFake } from '../../test-support/strict-fake';
import type { ParcelQuoter } from './use-cases';
import { helpUseCases } from './use-cases';

// The help tools on a strict fake of the order quote (ADR 0068): what they ask the quote for, and
// the refusals that never reach it. help.test.ts keeps the prices over HTTP on PGlite.
type QuoteCall = Parameters<ParcelQuoter['quoteParcel']>;

const recordingQuoter = () => {
  const calls: QuoteCall[] = [];
  const quotes = strictFake<ParcelQuoter>('ParcelQuoter', {
    quoteParcel: async (...call) => {
      calls.push(call);
      return [];
    },
  });
  return { calls, help: helpUseCases({ quotes }) };
};

const PARCEL: InputFor<'help.freight'> = {
  country: ' us ',
  weight_kg: '1.2',
  length_cm: '',
  width_cm: '',
  height_cm: '',
  channel: '',
};
const FEES: InputFor<'help.fees'> = {
  ...PARCEL,
  postcode: ' 99501 ',
  state: 'AK',
  currency: 'eur',
  declared_value: '12.50',
  insured_value: '10',
  duty_prepaid: '1',
};

describe('the freight inquiry', () => {
  it('asks the quote for a one-parcel order to the country, nothing declared, every channel', async () => {
    const { calls, help } = recordingQuoter();
    expect(await help.freightInquiry(PARCEL)).toEqual({
      ok: true,
      value: { data: { quotes: [] } },
    });
    expect(calls).toEqual([
      [
        {
          country: 'US',
          postcode: '',
          state: '',
          currency: 'USD',
          declaredTotalMinor: 0,
          insuredValue: '',
          dutyPrepaid: false,
          services: [],
        },
        [{ weightG: 1200, dimensions: { lengthCm: 1, widthCm: 1, heightCm: 1 }, quantity: 1 }],
        [],
      ],
    ]);
  });

  it('passes a sized parcel and one channel, upper-cased', async () => {
    const { calls, help } = recordingQuoter();
    await help.freightInquiry({
      ...PARCEL,
      length_cm: '30',
      width_cm: '20.5',
      height_cm: '10',
      channel: 'us-std',
    });
    expect(calls[0]?.[1]).toEqual([
      { weightG: 1200, dimensions: { lengthCm: 30, widthCm: 20.5, heightCm: 10 }, quantity: 1 },
    ]);
    expect(calls[0]?.[2]).toEqual(['US-STD']);
  });

  it.each([
    [{ country: '' }, 'country'],
    [{ weight_kg: '0' }, 'weight_kg'],
    [{ weight_kg: '1.234' }, 'weight_kg'],
    [{ length_cm: '10' }, 'width_cm'],
    [{ length_cm: '10', width_cm: '10', height_cm: 'x' }, 'height_cm'],
  ])('refuses %j on %s without asking the quote', async (change, field) => {
    // The strict fake has no quoteParcel here: reaching it would throw.
    const help = helpUseCases({ quotes: strictFake<ParcelQuoter>('ParcelQuoter', {}) });
    const answer = await help.freightInquiry({ ...PARCEL, ...change });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('400');
    expect(answer.error.issues?.map((i) => i.field)).toContain(field);
  });

  it('reads any weight of at most 2 decimals as whole grams', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000_000 }), async (hundredths) => {
        const { calls, help } = recordingQuoter();
        await help.freightInquiry({ ...PARCEL, weight_kg: (hundredths / 100).toFixed(2) });
        const item: ParcelItem | undefined = calls[0]?.[1][0];
        expect(item?.weightG).toBe(hundredths * 10);
      }),
    );
  });
});

describe('the fee calculator', () => {
  it('adds the declared and insured values, the duty and the address to the same quote', async () => {
    const { calls, help } = recordingQuoter();
    await help.feeCalculator(FEES);
    expect(calls[0]?.[0]).toEqual({
      country: 'US',
      postcode: '99501',
      state: 'AK',
      currency: 'EUR',
      declaredTotalMinor: 1250,
      insuredValue: '10',
      dutyPrepaid: true,
      services: [],
    });
  });

  it('refuses a declared value that is not a positive amount', async () => {
    const help = helpUseCases({ quotes: strictFake<ParcelQuoter>('ParcelQuoter', {}) });
    const answer = await help.feeCalculator({ ...FEES, declared_value: '-3' });
    expect(answer.ok || answer.error.issues?.map((i) => i.field)).toEqual(['declared_value']);
  });
});

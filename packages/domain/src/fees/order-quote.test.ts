import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import type { OrderQuoteInput, RateCard } from './order-quote';
import {
  NO_LOGISTICS_PRICE_CODE,
  freightFromRateCard,
  parcelChargeableWeightGrams,
  quoteOrderFees,
} from './order-quote';
import { TEST_RATES } from './test-rates';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });

/** 30 RMB the first 500 g, 10 RMB each further 500 g, up to 30 kg; 25 RMB remote surcharge. */
const card = (channel: string): RateCard => ({
  channel,
  firstWeightG: 500,
  firstPrice: cny(3000),
  stepWeightG: 500,
  stepPrice: cny(1000),
  maxWeightG: 30_000,
  remoteSurcharge: cny(2500),
});

const mug = { weightG: 400, dimensions: { lengthCm: 10, widthCm: 10, heightCm: 10 }, quantity: 1 };

const order = (patch: Partial<OrderQuoteInput> = {}): OrderQuoteInput => ({
  channel: 'US-STD',
  country: 'US',
  items: [mug],
  declaredValue: usd(1000),
  insuredValue: usd(0),
  dutyPrepaid: false,
  remoteArea: false,
  services: cny(0),
  ...patch,
});

const quote = (
  patch: Partial<OrderQuoteInput> = {},
  channelCard = card(patch.channel ?? 'US-STD'),
) => quoteOrderFees(order(patch), { card: channelCard, prepaidDuties: [], rates: TEST_RATES });

describe('freightFromRateCard', () => {
  it.each([
    [1, 3000],
    [500, 3000],
    [501, 4000],
    [1000, 4000],
    [1001, 5000],
    [30_000, 3000 + 59 * 1000],
  ])('%i g costs %i fen', (grams, fen) => {
    expect(freightFromRateCard(card('X'), 'X', grams)).toEqual({ ok: true, value: cny(fen) });
  });

  it('has no price without a card or above its maximum: "no logistics price"', () => {
    for (const result of [
      freightFromRateCard(undefined, 'X', 100),
      freightFromRateCard(card('X'), 'X', 30_001),
    ])
      expect(result).toEqual({
        ok: false,
        error: { code: NO_LOGISTICS_PRICE_CODE, params: { channel: 'X' } },
      });
  });

  it('never falls as the parcel gets heavier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 29_999 }), (grams) => {
        const lighter = freightFromRateCard(card('X'), 'X', grams);
        const heavier = freightFromRateCard(card('X'), 'X', grams + 1);
        expect(lighter.ok && heavier.ok && heavier.value.amount >= lighter.value.amount).toBe(true);
      }),
    );
  });
});

describe('parcelChargeableWeightGrams', () => {
  it.each([
    ['actual heavier', [{ ...mug, weightG: 900 }], 900],
    // 40x30x20 cm / 5000 = 4.8 kg volumetric.
    [
      'volumetric heavier',
      [{ ...mug, dimensions: { lengthCm: 40, widthCm: 30, heightCm: 20 } }],
      4800,
    ],
    ['quantities add', [{ ...mug, quantity: 3 }], 1200],
  ])('%s', (_name, items, grams) => {
    expect(parcelChargeableWeightGrams(items)).toEqual({ ok: true, value: grams });
  });
});

describe('quoteOrderFees, against the spec figures (section 9)', () => {
  it('a plain US order pays freight only', () => {
    const result = quote();
    expect(result.ok && result.value.total).toEqual(cny(3000));
  });

  it('insurance: 0.6% of (insured + freight), at least 1 RMB', () => {
    // 100 USD = 700 RMB; (700 + 30) * 0.6% = 4.38 RMB.
    const insured = quote({ insuredValue: usd(10_000) });
    expect(insured.ok && insured.value.insurance).toEqual(cny(438));
    // (7 + 30) * 0.6% = 0.222 RMB, raised to the 1 RMB minimum.
    const small = quote({ insuredValue: usd(100) });
    expect(small.ok && small.value.insurance).toEqual(cny(100));
  });

  it.each([
    ['AE', 'vat', 350],
    ['SA', 'vat', 350],
    ['QA', 'destinationFee', 3900],
  ] as const)('%s: %s', (country, fee, fen) => {
    // 10 USD declared = 70 RMB; 5% VAT = 3.50 RMB.
    const result = quote({ channel: 'AE-ARAMEX', country });
    expect(result.ok && result.value[fee]).toEqual(cny(fen));
  });

  it('the 10 RMB duty over 15 USD on the channels that charge it', () => {
    const at = quote({ channel: 'UK-RM', country: 'GB', declaredValue: usd(1500) });
    const over = quote({ channel: 'UK-RM', country: 'GB', declaredValue: usd(1501) });
    const elsewhere = quote({ declaredValue: usd(1501) });
    expect(at.ok && at.value.duty).toEqual(cny(0));
    expect(over.ok && over.value.duty).toEqual(cny(1000));
    expect(elsewhere.ok && elsewhere.value.duty).toEqual(cny(0));
  });

  it('SGEXP over 400 SGD adds the tax and the 106 RMB customs fee', () => {
    // 300 USD = 420 SGD (over 400) = 2100 RMB; 9% GST = 189 RMB, plus 106 RMB.
    const over = quote({ channel: 'SGEXP', country: 'SG', declaredValue: usd(30_000) });
    expect(over.ok && over.value.customs).toEqual(cny(18_900 + 10_600));
    const under = quote({ channel: 'SGEXP', country: 'SG', declaredValue: usd(28_000) });
    expect(under.ok && under.value.customs).toEqual(cny(0));
  });

  it('prepaid duty comes from the table, and a missing entry refuses the quote', () => {
    const table = [{ channel: 'US-STD', country: 'US', fee: cny(12_000) }];
    const priced = quoteOrderFees(order({ dutyPrepaid: true }), {
      card: card('US-STD'),
      prepaidDuties: table,
      rates: TEST_RATES,
    });
    expect(priced.ok && priced.value.duty).toEqual(cny(12_000));
    expect(quote({ dutyPrepaid: true }).ok).toBe(false);
  });

  it('the remote surcharge is added only in a remote area', () => {
    const remote = quote({ remoteArea: true });
    expect(remote.ok && remote.value.remoteSurcharge).toEqual(cny(2500));
    expect(remote.ok && remote.value.total).toEqual(cny(5500));
  });

  it('the 5 kg channel refuses a heavier parcel: no logistics price', () => {
    const heavy = { ...mug, weightG: 5001 };
    const result = quote({ channel: 'US-ECO', items: [heavy] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(NO_LOGISTICS_PRICE_CODE);
  });

  it('the total is always the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('US', 'AE', 'QA'),
        fc.boolean(),
        (weightG, declared, insured, country, remoteArea) => {
          const result = quote({
            channel: 'AE-ARAMEX',
            country,
            items: [{ ...mug, weightG }],
            declaredValue: usd(declared),
            insuredValue: usd(insured),
            remoteArea,
          });
          if (!result.ok) return;
          const f = result.value;
          const parts = [
            f.freight,
            f.insurance,
            f.vat,
            f.destinationFee,
            f.duty,
            f.customs,
            f.remoteSurcharge,
            f.services,
          ];
          expect(f.total.amount).toBe(parts.reduce((sum, part) => sum + part.amount, 0));
          expect(parts.every((part) => part.amount >= 0 && part.currency === 'CNY')).toBe(true);
        },
      ),
    );
  });
});

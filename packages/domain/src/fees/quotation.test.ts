import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateCard } from './order-quote';
import { freightFromRateCard } from './order-quote';
import { QUOTATION_MAX_BRACKETS, quotationBrackets } from './quotation';

const card = (over: Partial<RateCard> = {}): RateCard => ({
  channel: 'US-STD',
  firstWeightG: 500,
  firstPrice: { amount: 40_00, currency: 'CNY' },
  stepWeightG: 500,
  stepPrice: { amount: 10_00, currency: 'CNY' },
  maxWeightG: 2_000,
  remoteSurcharge: { amount: 0, currency: 'CNY' },
  ...over,
});

describe('quotationBrackets: a rate card as the lines of a quotation', () => {
  it.each([
    // card, brackets as [up to grams, fen]
    [
      card(),
      [
        [500, 40_00],
        [1_000, 50_00],
        [1_500, 60_00],
        [2_000, 70_00],
      ],
    ],
    [
      card({ maxWeightG: 1_200 }),
      [
        [500, 40_00],
        [1_000, 50_00],
        [1_200, 60_00], // the last bracket ends at the maximum, a started step costs in full
      ],
    ],
    [card({ firstWeightG: 2_000 }), [[2_000, 40_00]]],
    [card({ firstWeightG: 3_000 }), [[2_000, 40_00]]], // a first weight above the maximum
  ])('%o', (rateCard, expected) => {
    expect(quotationBrackets(rateCard).map((b) => [b.upToG, b.freight.amount])).toEqual(expected);
  });

  it('keeps a long card readable: at most the bracket cap, ending at the maximum', () => {
    const brackets = quotationBrackets(card({ stepWeightG: 100, maxWeightG: 30_000 }));
    expect(brackets.length).toBeLessThanOrEqual(QUOTATION_MAX_BRACKETS);
    expect(brackets.at(-1)?.upToG).toBe(30_000);
  });

  it('prices every bracket as the order quote does, rising with the weight, ending at the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 70_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (firstWeightG, stepWeightG, maxWeightG, first, step) => {
          const rateCard = card({
            firstWeightG,
            stepWeightG,
            maxWeightG,
            firstPrice: { amount: first, currency: 'CNY' },
            stepPrice: { amount: step, currency: 'CNY' },
          });
          const brackets = quotationBrackets(rateCard);
          expect(brackets.length).toBeGreaterThan(0);
          expect(brackets.length).toBeLessThanOrEqual(QUOTATION_MAX_BRACKETS);
          expect(brackets.at(-1)?.upToG).toBe(maxWeightG);
          for (const [i, bracket] of brackets.entries()) {
            const quoted = freightFromRateCard(rateCard, rateCard.channel, bracket.upToG);
            expect(quoted.ok && quoted.value).toEqual(bracket.freight);
            if (i > 0) {
              expect(bracket.upToG).toBeGreaterThan(brackets[i - 1]!.upToG);
              expect(bracket.freight.amount).toBeGreaterThanOrEqual(
                brackets[i - 1]!.freight.amount,
              );
            }
          }
        },
      ),
    );
  });
});

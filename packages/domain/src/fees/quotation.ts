import type { Money } from './money';
import type { RateCard } from './order-quote';
import { freightFromRateCard } from './order-quote';

/** A quotation lists at most this many weight brackets per channel (a sheet a person can read). */
export const QUOTATION_MAX_BRACKETS = 100;

/** One line of a channel's quotation: parcels up to this weight cost this freight. */
export interface QuotationBracket {
  readonly upToG: number;
  readonly freight: Money;
}

/**
 * The freight of a rate card as a quotation's brackets: the first weight, then each further step
 * up to the card's maximum (the last bracket ends at the maximum). Each price is the one the
 * order quote charges for that weight (`freightFromRateCard`), so the sheet and an order never
 * disagree. A card with more steps than QUOTATION_MAX_BRACKETS widens its brackets to whole
 * multiples of the step, still priced at their upper weight.
 */
export function quotationBrackets(card: RateCard): QuotationBracket[] {
  if (card.firstWeightG >= card.maxWeightG) return priced(card, [card.maxWeightG]);
  const steps = Math.ceil((card.maxWeightG - card.firstWeightG) / card.stepWeightG);
  const stride = Math.max(1, Math.ceil(steps / (QUOTATION_MAX_BRACKETS - 1)));
  const weights = [card.firstWeightG];
  for (let step = stride; step < steps; step += stride)
    weights.push(card.firstWeightG + step * card.stepWeightG);
  weights.push(card.maxWeightG);
  return priced(card, weights);
}

function priced(card: RateCard, weights: readonly number[]): QuotationBracket[] {
  return weights.flatMap((upToG) => {
    const freight = freightFromRateCard(card, card.channel, upToG);
    return freight.ok ? [{ upToG, freight: freight.value }] : [];
  });
}

import type { Language } from '@portal/domain';
import {
  decimalText,
  message,
  PLAN_RATES,
  quotationBrackets,
  SHIPPING_CHANNELS,
} from '@portal/domain';
import { translate } from '@portal/i18n';
import { CONTENT_TYPES, xlsxBase64Of } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { succeed } from '../../envelope';
import type { Deps } from '../../http/context';
import { rateCardOf, rateCardRows } from '../order/repository';

const FREIGHT_HEADINGS = [
  'UI.QUOTATION.CHANNEL',
  'UI.QUOTATION.CHANNEL_NAME',
  'UI.QUOTATION.COUNTRIES',
  'UI.QUOTATION.UP_TO_KG',
  'UI.QUOTATION.FREIGHT',
  'UI.QUOTATION.REMOTE_SURCHARGE',
  'UI.QUOTATION.CURRENCY',
] as const;

const PLAN_HEADINGS = ['UI.QUOTATION.ITEM', 'UI.QUOTATION.PRICE', 'UI.QUOTATION.CURRENCY'] as const;

const kilograms = (grams: number) => (grams / 1000).toFixed(3);

/**
 * The quotation (rate card) download of the billing area: one sheet of each channel's freight
 * per weight bracket (the domain's `quotationBrackets`, priced as an order quote prices) with
 * its remote surcharge, and one of the monthly plan rates, headings in the reader's language.
 * The cards are the provider's current ones, so the file is what an order would be charged today.
 */
export async function downloadQuotation(
  deps: Deps,
  language: Language,
): Promise<
  Outcome<{ file_name: string; content_type: string; content_base64: string; rows: number }>
> {
  const text = (key: string) => translate(language, message(key));
  const cards = (await rateCardRows(deps.db)).map(rateCardOf);
  const freight = cards.flatMap((card) => {
    const channel = SHIPPING_CHANNELS.find((c) => c.code === card.channel);
    return quotationBrackets(card).map((bracket) => [
      card.channel,
      channel?.name ?? card.channel,
      (channel?.countries ?? []).join(' '),
      kilograms(bracket.upToG),
      decimalText(bracket.freight.amount),
      decimalText(card.remoteSurcharge.amount),
      bracket.freight.currency,
    ]);
  });
  const plan = [
    [text('UI.QUOTATION.PLAN_PER_CBM'), decimalText(PLAN_RATES.perTenthCbmMinor * 10)],
    [text('UI.QUOTATION.PLAN_PER_SKU'), decimalText(PLAN_RATES.perSkuMinor)],
    [text('UI.QUOTATION.PLAN_PER_PLAN_ITEM'), decimalText(PLAN_RATES.perPlanItemMinor)],
  ].map((row) => [...row, PLAN_RATES.currency]);
  return succeed({
    file_name: `quotation-${deps.now().toISOString().slice(0, 10)}.xlsx`,
    content_type: CONTENT_TYPES.xlsx,
    content_base64: xlsxBase64Of([
      { name: 'freight', rows: [FREIGHT_HEADINGS.map(text), ...freight] },
      { name: 'plan', rows: [PLAN_HEADINGS.map(text), ...plan] },
    ]),
    rows: freight.length,
  });
}

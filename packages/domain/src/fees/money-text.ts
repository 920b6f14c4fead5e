import type { Language } from '../shell/constants';
import type { Currency } from './money';

/**
 * A count of hundredths as decimal text with exactly two places: 1250 -> '12.50', -5 -> '-0.05'.
 * Money is stored in minor units and measures in hundredths (centikilograms, tenth-millimetres as
 * hundredths of a centimetre), so this one function writes every stored amount as a decimal: in
 * a money text, in a form field's starting value and in a message's limit. Integer arithmetic
 * only, so no amount is rounded.
 */
export function decimalText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How a Chinese reader names a currency after an amount (12.50 美元); others keep the code. */
const CURRENCY_NAMES_ZH: Readonly<Record<Currency, string>> = {
  CNY: '元',
  USD: '美元',
  EUR: '欧元',
  GBP: '英镑',
  HKD: '港元',
  SGD: '新加坡元',
  AED: '迪拉姆',
  SAR: '里亚尔',
  QAR: '卡塔尔里亚尔',
};

const isCurrency = (value: string): value is Currency => Object.hasOwn(CURRENCY_NAMES_ZH, value);

/**
 * Money as the portal shows it: the ONE money formatter, used by the server (texts it writes) and
 * the web (every price, fee and balance). The amount is minor units written with two decimals and
 * no grouping (what the merchant types back into a form); English follows it with the ISO code
 * (`120.50 CNY`), Chinese with the currency's Chinese name (`120.50 元`). A currency the portal
 * does not know keeps its code in both languages, so a stored oddity still shows as itself.
 */
export function formatMoney(
  money: { readonly amount: number; readonly currency: string },
  language: Language,
): string {
  const unit =
    language === 'zh' && isCurrency(money.currency)
      ? CURRENCY_NAMES_ZH[money.currency]
      : money.currency;
  return `${decimalText(money.amount)} ${unit}`;
}

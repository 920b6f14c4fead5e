import { formatMinor } from '@portal/domain';

/**
 * Money as the portal shows it, in every language: minor units as two decimals (the domain's
 * formatMinor), then the currency code (`120.50 CNY`).
 */
export const moneyText = (money: { readonly amount: number; readonly currency: string }): string =>
  `${formatMinor(money.amount)} ${money.currency}`;

import type { Money } from '@portal/domain';
import { formatMoney, readStoredLanguage } from '@portal/domain';

/**
 * Money in the language the screen shows: the domain's one formatter (formatMoney, ADR 0017),
 * with i18next's language tag read the way the language cookie is (anything unknown is en).
 */
export const moneyText = (money: Money, language: string): string =>
  formatMoney(money, readStoredLanguage(language));

import type { Language } from '@portal/domain';
import { oppositeLanguage } from '@portal/domain';

/** The toggle offers the other language, named in that language. */
export const otherLanguageKey = (current: Language): string =>
  oppositeLanguage(current) === 'zh' ? 'UI.HEADER.LANGUAGE_ZH' : 'UI.HEADER.LANGUAGE_EN';

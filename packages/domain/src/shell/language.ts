import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import type { Language } from './constants';
import { DEFAULT_LANGUAGE, LANGUAGES, PAGE_TITLES } from './constants';
import { SHELL_MESSAGE } from './message-codes';

/** Reads a stored language (the language cookie); anything unknown is the default, en. */
export const readStoredLanguage = (value: string | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;

export const oppositeLanguage = (language: Language): Language => (language === 'en' ? 'zh' : 'en');

export interface LanguageSwitch {
  readonly language: Language;
  /** The document title in the new language. */
  readonly pageTitle: string;
  /** The success message to show, in the new language. */
  readonly message: MessageCode;
}

/** Switching to a language: its page title and the success message. */
export const decideLanguageSwitch = (language: Language): LanguageSwitch => ({
  language,
  pageTitle: PAGE_TITLES[language],
  message: message(SHELL_MESSAGE.LANGUAGE_SWITCHED),
});

/** The header's toggle: en becomes zh and zh becomes en. */
export const decideLanguageToggle = (current: Language): LanguageSwitch =>
  decideLanguageSwitch(oppositeLanguage(current));

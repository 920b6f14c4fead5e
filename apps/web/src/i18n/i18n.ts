import type { Language, MessageCode } from '@portal/domain';
import { en, zh } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Translates a message code (with its parameters) or a catalog key in the current language. */
export type Translate = (message: MessageCode | string) => string;

/** One i18next instance over the shared en/zh catalogs (packages/i18n), synchronous. */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const translatorOf =
  (instance: I18n): Translate =>
  (message) =>
    typeof message === 'string'
      ? instance.t(message)
      : instance.t(message.code, { ...message.params });

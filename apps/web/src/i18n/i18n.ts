import type { Language, MessageCode } from '@portal/domain';
import type { CatalogTree } from '@portal/i18n';
import { enCore, zhCore } from '@portal/i18n/web-core';
import type { i18n as I18n } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Translates a message code (with its parameters) or a catalog key in the current language. */
export type Translate = (message: MessageCode | string) => string;

/** One area's screen texts in both languages. */
export interface AreaTexts {
  readonly en: CatalogTree;
  readonly zh: CatalogTree;
}

// Area texts arrive with their area's first screen (see area-texts.ts); every instance, made
// before or after, gets them, so a test container and the app's container behave alike.
const areaTexts: AreaTexts[] = [];
const instances = new Set<I18n>();

const addTo = (instance: I18n, texts: AreaTexts) => {
  instance.addResourceBundle('en', 'translation', texts.en, true, false);
  instance.addResourceBundle('zh', 'translation', texts.zh, true, false);
};

/** Adds an area's screen texts to every i18n instance, now and later. */
export function addAreaTexts(texts: AreaTexts): void {
  if (areaTexts.includes(texts)) return;
  areaTexts.push(texts);
  for (const instance of instances) addTo(instance, texts);
}

/**
 * One i18next instance over the shared en/zh core catalogs (packages/i18n), synchronous; the
 * area texts loaded so far are added at once.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: enCore }, zh: { translation: zhCore } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  for (const texts of areaTexts) addTo(instance, texts);
  instances.add(instance);
  return instance;
}

export const translatorOf =
  (instance: I18n): Translate =>
  (message) =>
    typeof message === 'string'
      ? instance.t(message)
      : instance.t(message.code, { ...message.params });

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './constants';
import {
  oppositeLanguage,
  readStoredLanguage,
  decideLanguageSwitch,
  decideLanguageToggle,
} from './language';

const SWITCHED = { code: 'SHELL.LANGUAGE_SWITCHED' };

describe('language', () => {
  it.each<[Language, Language, string]>([
    ['en', 'zh', '履约服务'],
    ['zh', 'en', 'Fulfillment Service'],
  ])('toggling from %s gives %s titled %s', (from, to, title) => {
    expect(decideLanguageToggle(from)).toEqual({
      language: to,
      pageTitle: title,
      message: SWITCHED,
    });
  });

  it.each<[Language, string]>([
    ['en', 'Fulfillment Service'],
    ['zh', '履约服务'],
  ])('switching to %s sets the title %s', (language, title) => {
    expect(decideLanguageSwitch(language)).toEqual({
      language,
      pageTitle: title,
      message: SWITCHED,
    });
  });

  it.each<[string | undefined, Language]>([
    ['en', 'en'],
    ['zh', 'zh'],
    [undefined, 'en'],
    ['', 'en'],
    ['ZH', 'en'],
    ['fr', 'en'],
  ])('stored %j reads as %s', (value, language) => {
    expect(readStoredLanguage(value)).toBe(language);
  });

  const languageArb = fc.constantFrom<Language>('en', 'zh');

  it('toggling twice comes back, and every switch shows the success message', () => {
    fc.assert(
      fc.property(languageArb, (language) => {
        expect(decideLanguageToggle(decideLanguageToggle(language).language).language).toBe(
          language,
        );
        expect(decideLanguageToggle(language).language).toBe(oppositeLanguage(language));
        expect(decideLanguageToggle(language).message).toEqual(SWITCHED);
      }),
    );
  });

  it('reads any string as a supported language', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        expect(['en', 'zh']).toContain(readStoredLanguage(value));
      }),
    );
  });
});

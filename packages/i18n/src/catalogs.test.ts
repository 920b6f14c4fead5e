import { ALL_MESSAGE_CODES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sections as enSections } from './catalog/en';
import { sections as zhSections } from './catalog/zh';
import { mergeSections } from './merge';
import { catalogs, interpolate, lookup, translate } from './translate';
import type { CatalogTree } from './types';

function keysOf(tree: CatalogTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the en and zh catalogs', () => {
  it('have exactly the same keys', () => {
    expect(keysOf(catalogs.zh).sort()).toEqual(keysOf(catalogs.en).sort());
  });

  it('have no empty text', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const key of keysOf(catalogs[lang]))
        expect(lookup(catalogs[lang], key)?.trim()).not.toBe('');
    }
  });

  it.each([
    ['en', enSections],
    ['zh', zhSections],
  ] as const)('%s: no two area files define the same message', (_lang, sections) => {
    const owners = new Map<string, string>();
    for (const [area, section] of Object.entries(sections)) {
      for (const key of keysOf(section)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${area}`).toBeUndefined();
        owners.set(key, area);
      }
    }
  });

  it('translate every message code the domain can return, in both languages', () => {
    const missing = ALL_MESSAGE_CODES.flatMap((code) =>
      (['en', 'zh'] as const)
        .filter((lang) => lookup(catalogs[lang], code) === undefined)
        .map((lang) => `${lang}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('use the same placeholders in en and zh for each key', () => {
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(catalogs.en)) {
      expect(placeholders(lookup(catalogs.zh, key)), key).toEqual(
        placeholders(lookup(catalogs.en, key)),
      );
    }
  });
});

const textsOf = (tree: CatalogTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );

describe('the wording', () => {
  it.each([
    ['en', /^this field is required/i],
    ['zh', /^此项为必填项/],
  ] as const)('%s: says "this field is required" in one text only', (lang, pattern) => {
    const texts = textsOf(catalogs[lang]).filter(([, text]) => pattern.test(text));
    expect(new Set(texts.map(([, text]) => text)).size, JSON.stringify(texts)).toBe(1);
  });

  // a fragment that continues a sentence ("Page 1 of 3"), a text that opens with a wire name, and
  // the words a refused status step puts inside its sentence
  const NOT_SENTENCES = new Set(['UI.LIST.OF_PAGES', 'SERVER.PAGE_SIZE_RANGE']);
  it('en: every sentence starts with a capital letter', () => {
    const lower = textsOf(catalogs.en).filter(
      ([key, text]) =>
        !NOT_SENTENCES.has(key) && !key.startsWith('TRANSITION_WORDS.') && /^[a-z]/.test(text),
    );
    expect(lower).toEqual([]);
  });
});

describe('translate', () => {
  it.each([
    ['{{a}} and {{ b }}', { a: 1, b: 'x' }, '1 and x'],
    ['no params', undefined, 'no params'],
    ['{{missing}} stays', { other: 1 }, '{{missing}} stays'],
  ] as const)('interpolates %s', (text, params, expected) => {
    expect(interpolate(text, params)).toBe(expected);
  });

  it('returns the code itself for an unknown code rather than nothing', () => {
    expect(translate('zh', { code: 'NO.SUCH.CODE' })).toBe('NO.SUCH.CODE');
  });
});

describe('mergeSections', () => {
  it('lets two areas share a group such as ORDER', () => {
    const merged = mergeSections([{ ORDER: { A: 'a' } }, { ORDER: { B: 'b' } }]);
    expect(merged).toEqual({ ORDER: { A: 'a', B: 'b' } });
  });
});

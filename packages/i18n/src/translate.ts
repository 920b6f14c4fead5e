import type { Language, MessageCode } from '@portal/domain';
import { en } from './catalog/en';
import { zh } from './catalog/zh';
import type { Catalog, CatalogTree } from './types';

export const catalogs: Readonly<Record<Language, Catalog>> = { en, zh };

/** The text at a dotted key, or undefined when the key is missing or names a group. */
export function lookup(catalog: Catalog, code: string): string | undefined {
  let node: string | CatalogTree | undefined = catalog;
  for (const part of code.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills `{{name}}` placeholders the way i18next does, so the server's text and the web app's text
 * for one code are the same.
 */
export function interpolate(text: string, params: MessageCode['params']): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates a message code; an unknown code comes back as the code itself, never as nothing. */
export function translate(language: Language, message: MessageCode | string): string {
  const { code, params } =
    typeof message === 'string' ? { code: message, params: undefined } : message;
  const text = lookup(catalogs[language], code) ?? lookup(catalogs.en, code);
  return text === undefined ? code : interpolate(text, params);
}

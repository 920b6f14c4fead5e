import type { Language, MessageCode } from '@portal/domain';
import type { Catalog, CatalogTree } from './types';

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

/**
 * A translator over these catalogs; an unknown code comes back as the code itself, never as
 * nothing (English stands in for a text missing in the asked language).
 */
export function translatorFor(catalogs: Readonly<Record<Language, Catalog>>) {
  return (language: Language, message: MessageCode | string): string => {
    const { code, params } =
      typeof message === 'string' ? { code: message, params: undefined } : message;
    const text = lookup(catalogs[language], code) ?? lookup(catalogs.en, code);
    return text === undefined ? code : interpolate(text, params);
  };
}

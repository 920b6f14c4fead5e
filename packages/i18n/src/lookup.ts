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

const REFUSED_STEP = '.INVALID_TRANSITION';

/**
 * A refused status step names the stored status and the event (`from: 'finished'`, `event:
 * 'receive'`); the reader gets the catalog's words for them (`TRANSITION_WORDS.<MACHINE>`), or the
 * value itself when there is no word.
 */
function withTransitionWords(
  catalog: Catalog,
  code: string,
  params: MessageCode['params'],
): MessageCode['params'] {
  if (!params || !code.endsWith(REFUSED_STEP)) return params;
  const machine = code.slice(0, -REFUSED_STEP.length);
  const word = (kind: 'STATUS' | 'EVENT', value: string | number | undefined) =>
    lookup(catalog, `TRANSITION_WORDS.${machine}.${kind}.${String(value)}`) ?? value;
  return {
    ...params,
    ...('from' in params ? { from: word('STATUS', params['from']) } : {}),
    ...('event' in params ? { event: word('EVENT', params['event']) } : {}),
  };
}

/**
 * A translator over these catalogs; an unknown code comes back as the code itself, never as
 * nothing (English stands in for a text missing in the asked language).
 */
export function translatorFor(catalogs: Readonly<Record<Language, Catalog>>) {
  return (language: Language, message: MessageCode | string): string => {
    const { code, params } =
      typeof message === 'string' ? { code: message, params: undefined } : message;
    const own = lookup(catalogs[language], code);
    const catalog = own === undefined ? catalogs.en : catalogs[language];
    const text = own ?? lookup(catalogs.en, code);
    return text === undefined
      ? code
      : interpolate(text, withTransitionWords(catalog, code, params));
  };
}

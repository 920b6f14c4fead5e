import type { Language, MessageCode } from '@portal/domain';
import { translate } from '@portal/i18n';

/** The `language` header: zh for any zh variant, en for everything else (the default). */
export function languageOf(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value === 'zh' || value.startsWith('zh-') || value === 'cn' ? 'zh' : 'en';
}

export const texts = (language: Language, messages: readonly MessageCode[]): string[] =>
  messages.map((m) => translate(language, m));

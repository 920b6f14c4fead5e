import type { Language, MessageCode } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { FastifyRequest } from 'fastify';

/** The `language` header: zh for any zh variant, en for everything else (the default). */
export function languageOf(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value === 'zh' || value.startsWith('zh-') || value === 'cn' ? 'zh' : 'en';
}

/** The `language` header, else the web app's `language` cookie, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  return languageOf(
    header !== undefined && header !== '' ? header : request.cookies[COOKIE_NAMES.language],
  );
}

export const text = (language: Language, code: MessageCode): string => translate(language, code);

export const texts = (language: Language, messages: readonly MessageCode[]): string[] =>
  messages.map((m) => translate(language, m));

import type { Language, MessageCode } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { FastifyRequest } from 'fastify';

/** The `language` header: zh for any zh variant, en for everything else (the default). */
export function languageOf(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value === 'zh' || value.startsWith('zh-') || value === 'cn' ? 'zh' : 'en';
}

/**
 * The `language` header, else the web app's `language` cookie, else en. Cookies are parsed by a
 * hook of their own: a refusal answered before it ran (a secret in the query) finds them still
 * null, which answered a bare 500 instead of the refusal (found by the OpenAPI fuzz test).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  const cookies = request.cookies as FastifyRequest['cookies'] | null | undefined;
  return languageOf(
    header !== undefined && header !== '' ? header : cookies?.[COOKIE_NAMES.language],
  );
}

export const text = (language: Language, code: MessageCode): string => translate(language, code);

export const texts = (language: Language, messages: readonly MessageCode[]): string[] =>
  messages.map((m) => translate(language, m));

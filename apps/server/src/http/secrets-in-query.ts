import { API_CODES } from '@portal/contract';
import { message } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../i18n';
import { sendFailure } from './respond';

/** A field whose name holds one of these is a secret (password, new_password, confirm_password, …). */
const SECRET_NAME = /(^|_)(password|passwd|secret|api_?key)(_|$)/;

/** The query's field names as the parser reads them: percent-decoded, bracket paths dropped. */
function queryNames(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const query = url.slice(start + 1).split('#')[0] ?? '';
  return [...new URLSearchParams(query).keys()].map((name) =>
    name.replace(/\[.*$/, '').trim().toLowerCase(),
  );
}

/** True when the URL carries a secret in its query string, under any spelling the parser decodes. */
export const carriesSecretInQuery = (url: string): boolean =>
  queryNames(url).some((name) => SECRET_NAME.test(name));

/**
 * Secrets travel in the body only: a URL is written to access logs, proxies and browser history,
 * so a request with a password in its query is refused before any route reads it.
 */
export function refuseSecretsInQuery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!carriesSecretInQuery(request.url)) return;
    const language = requestLanguage(request);
    return sendFailure(
      reply,
      language,
      API_CODES.invalid,
      [message('SERVER.SECRET_IN_QUERY')],
      null,
      400,
    );
  });
}

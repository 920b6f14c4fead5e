import type { ApiCode } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { message } from '@portal/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLanguage } from '../i18n';
import { sendFailure } from './respond';

const byStatus: Readonly<Record<number, readonly [ApiCode, string]>> = {
  400: [API_CODES.invalid, 'SERVER.BAD_REQUEST'],
  404: [API_CODES.notFound, 'SERVER.ROUTE_NOT_FOUND'],
  406: [API_CODES.invalid, 'SERVER.BAD_REQUEST'],
  413: [API_CODES.payloadTooLarge, 'SERVER.PAYLOAD_TOO_LARGE'],
  415: [API_CODES.unsupportedMediaType, 'SERVER.UNSUPPORTED_MEDIA_TYPE'],
  429: [API_CODES.tooManyRequests, 'SERVER.TOO_MANY_REQUESTS'],
};

/**
 * Everything that escapes a route ends as the envelope in the caller's language: a known client
 * error keeps its meaning, anything else is logged and answered as SERVER.INTERNAL, never with a
 * stack or an internal message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const status = error.statusCode ?? 500;
    const known = status < 500 ? (byStatus[status] ?? byStatus[400]) : undefined;
    if (known) {
      request.log.info({ code: error.code, status }, 'request refused');
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after') ?? 60);
        return sendFailure(reply, language, known[0], [message(known[1], { seconds })], null, 429);
      }
      return sendFailure(reply, language, known[0], [message(known[1])], null, status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, language, API_CODES.internal, [message('SERVER.INTERNAL')]);
  });
}

import type { ApiCode } from '@portal/contract';
import { API_CODES, API_HTTP_STATUS } from '@portal/contract';
import type { Language, MessageCode } from '@portal/domain';
import { message } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { ApiFailure, Outcome } from '../envelope';
import { envelopeOf, issuesOf } from '../envelope';
import { texts } from '../i18n';

export function sendFailure(
  reply: FastifyReply,
  language: Language,
  code: ApiCode,
  messages: readonly MessageCode[],
  data: unknown = null,
  httpStatus: number = API_HTTP_STATUS[code],
) {
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .send(envelopeOf(code, texts(language, messages), data));
}

/**
 * A refused request: the translated messages; an invalid input (code 400) also carries
 * `data.issues` ([{ field, code, params }], [] when no field is to blame) so the web can show each
 * beside its field. Other refusals (not found, conflict, ...) keep `data: null`.
 */
export function sendRefusal(reply: FastifyReply, language: Language, failure: ApiFailure) {
  const data =
    failure.code === API_CODES.invalid ? { issues: issuesOf(failure) } : (failure.data ?? null);
  return sendFailure(reply, language, failure.code, failure.messages, data);
}

export function sendOutcome(reply: FastifyReply, language: Language, outcome: Outcome<unknown>) {
  if (!outcome.ok) {
    const { retryAfterSeconds } = outcome.error;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return sendRefusal(reply, language, outcome.error);
  }
  const text = texts(language, [outcome.value.message ?? message('SERVER.OK')]);
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .send(envelopeOf('200', text, outcome.value.data));
}

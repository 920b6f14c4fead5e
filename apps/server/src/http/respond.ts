import type { ApiCode } from '@portal/contract';
import { API_HTTP_STATUS } from '@portal/contract';
import type { Language, MessageCode } from '@portal/domain';
import { message } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { Outcome } from '../envelope';
import { envelopeOf } from '../envelope';
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

export function sendOutcome(reply: FastifyReply, language: Language, outcome: Outcome<unknown>) {
  if (!outcome.ok) {
    const { retryAfterSeconds } = outcome.error;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return sendFailure(reply, language, outcome.error.code, outcome.error.messages);
  }
  const text = texts(language, [outcome.value.message ?? message('SERVER.OK')]);
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .send(envelopeOf('200', text, outcome.value.data));
}

import type { ApiCode, ResponseEnvelope } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

/** What a use case answers on failure: an envelope code and the messages to translate. */
export interface ApiFailure {
  readonly code: ApiCode;
  readonly messages: readonly MessageCode[];
  /** A refusal for now (429): when the caller may try again, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;
}

export interface ApiSuccess<T> {
  readonly data: T;
  /** The success text; SERVER.OK when absent. */
  readonly message?: MessageCode;
}

export type Outcome<T> = Result<ApiSuccess<T>, ApiFailure>;

export const succeed = <T>(data: T, successMessage?: string): Outcome<T> =>
  ok(successMessage === undefined ? { data } : { data, message: message(successMessage) });

export const fail = (
  code: ApiCode,
  ...messages: readonly (MessageCode | string)[]
): Outcome<never> =>
  err({ code, messages: messages.map((m) => (typeof m === 'string' ? message(m) : m)) });

export const invalid = (messages: readonly MessageCode[]): Outcome<never> =>
  err({ code: API_CODES.invalid, messages });

export function envelopeOf<T>(code: ApiCode, msg: readonly string[], data: T): ResponseEnvelope<T> {
  return {
    code,
    ask: code === API_CODES.ok,
    msg: msg.length === 1 ? (msg[0] ?? '') : msg,
    alert: '',
    data,
  };
}

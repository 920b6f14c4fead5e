import type { ApiCode, ResponseEnvelope } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode, Result, ValidationFieldIssue } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

/**
 * What a use case answers on failure: an envelope code, the messages to translate, and the
 * refused fields (`data.issues`); a message that names a field (a ValidationFieldIssue) is one.
 */
export interface ApiFailure {
  readonly code: ApiCode;
  readonly messages: readonly MessageCode[];
  readonly issues?: readonly ValidationFieldIssue[];
  /** A refusal for now (429): when the caller may try again, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;
  /** A refusal that tells the client how to go on (the login's second step, ADR 0052). */
  readonly data?: unknown;
}

/** One refused field as the envelope carries it: the wire field name, a message code, params. */
export interface WireIssue {
  readonly field: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

const isFieldIssue = (code: MessageCode): code is ValidationFieldIssue =>
  typeof (code as Partial<ValidationFieldIssue>).field === 'string';

/** The field issues among a failure's messages (and its explicit issues), for `data.issues`. */
export function issuesOf(failure: ApiFailure): WireIssue[] {
  const all = [...(failure.issues ?? []), ...failure.messages.filter(isFieldIssue)];
  const seen = new Set<string>();
  return all.flatMap((issue) => {
    const key = `${issue.field}|${issue.code}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      issue.params === undefined
        ? { field: issue.field, code: issue.code }
        : { field: issue.field, code: issue.code, params: issue.params },
    ];
  });
}

export interface ApiSuccess<T> {
  readonly data: T;
  /** The success text; SERVER.OK when absent. */
  readonly message?: MessageCode;
}

export type Outcome<T> = Result<ApiSuccess<T>, ApiFailure>;

export const succeed = <T>(data: T, successMessage?: string | MessageCode): Outcome<T> =>
  ok(
    successMessage === undefined
      ? { data }
      : {
          data,
          message: typeof successMessage === 'string' ? message(successMessage) : successMessage,
        },
  );

export const fail = (
  code: ApiCode,
  ...messages: readonly (MessageCode | string)[]
): Outcome<never> =>
  err({ code, messages: messages.map((m) => (typeof m === 'string' ? message(m) : m)) });

/** A refusal of the input: field issues among the messages travel as `data.issues`. */
export const invalid = (messages: readonly MessageCode[]): Outcome<never> =>
  err({ code: API_CODES.invalid, messages });

/** A refusal of named fields: `msg` holds each issue's text, `data.issues` the issues. */
export const invalidFields = (issues: readonly ValidationFieldIssue[]): Outcome<never> =>
  err({ code: API_CODES.invalid, messages: issues, issues });

export function envelopeOf<T>(code: ApiCode, msg: readonly string[], data: T): ResponseEnvelope<T> {
  return {
    code,
    ask: code === API_CODES.ok,
    msg: msg.length === 1 ? (msg[0] ?? '') : msg,
    alert: '',
    data,
  };
}

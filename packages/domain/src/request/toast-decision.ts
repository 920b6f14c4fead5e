import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import { ORDERS_EDIT_API_PATH, TOAST_DURATION_MS } from '../shell/constants';
import { envelopeMessages } from './envelope';
import type { FormFields } from './form-fields';
import type { HttpMethod } from './http-method';
import { REQUEST_CODES } from './message-codes';

export type ToastKind = 'success' | 'error';

/**
 * Text is the server's own `msg` (already in the request's language) or, for a failure that
 * carries no text, a message code the edge translates.
 */
export type RequestToastText = string | MessageCode;

export interface RequestToast {
  readonly kind: ToastKind;
  readonly text: RequestToastText;
  readonly durationMs: number;
}

/** How a call ended, as far as toasts care (downloads and alert short-circuits never toast). */
export type RequestOutcome =
  | { readonly kind: 'success'; readonly body: unknown }
  | { readonly kind: 'failure'; readonly body: unknown }
  | { readonly kind: 'error'; readonly message: string };

export interface ToastDecisionInput {
  readonly method: HttpMethod;
  /** The request path as given to the HTTP client. */
  readonly path: string;
  /** The request is flagged not to alert: the caller shows its own messages. */
  readonly noAlert?: boolean | undefined;
  /** The fields sent (POST body, or query when there is no body); read for showMessage. */
  readonly payload?: FormFields | undefined;
  readonly outcome: RequestOutcome;
}

/**
 * Whether a call may toast at all (platform-shell.md section 8, fourth rule, read with section 7).
 *
 * The spec says both "non-POST calls show toasts only for the orders-edit path" and "a path
 * containing the orders edit route is quiet", which collide for a non-POST call on that path.
 * Reading chosen, so that each sentence keeps an effect: the first governs non-POST calls (quiet
 * everywhere except on a path containing ORDERS_EDIT_API_PATH), the second governs POST calls (quiet
 * on such a path). A GET on the orders-edit path therefore shows its error toasts, and a POST
 * there shows none.
 *
 * `noAlert` silences every automatic toast of the call, errors included: section 7 marks calls
 * whose errors are "not alerted automatically" because their caller reports them itself.
 */
export function requestShowsToasts(method: HttpMethod, path: string, noAlert = false): boolean {
  if (noAlert) return false;
  const onOrderEdit = path.includes(ORDERS_EDIT_API_PATH);
  return method === 'POST' ? !onOrderEdit : onOrderEdit;
}

const ABSENT_FLAG_VALUES: readonly unknown[] = [undefined, null, false, 0, '', '0', 'false'];

/**
 * The payload's showMessage flag (sent, for instance, by the user-and-warehouse info call) keeps
 * a successful call quiet. Form values travel as text, so '0' and 'false' do not count as set.
 */
export function payloadSilencesSuccess(payload: FormFields | undefined): boolean {
  return !ABSENT_FLAG_VALUES.includes(payload?.['showMessage']);
}

const toast = (kind: ToastKind, text: RequestToastText): RequestToast => ({
  kind,
  text,
  durationMs: TOAST_DURATION_MS,
});

/**
 * The toasts one call shows (platform-shell.md section 8), each for 5 seconds:
 * - success: the msg texts as success toasts, for POST only, unless the payload carries
 *   showMessage;
 * - failure body: each msg text as an error toast; with no text at all, REQUEST.FAILED, so a
 *   failing call is never silent by accident;
 * - network or HTTP error: its message as an error toast (REQUEST.NETWORK_ERROR when blank);
 * and nothing when requestShowsToasts says the call is quiet.
 */
export function decideRequestToasts(input: ToastDecisionInput): RequestToast[] {
  const { method, path, noAlert, payload, outcome } = input;
  if (!requestShowsToasts(method, path, noAlert)) return [];
  switch (outcome.kind) {
    case 'success':
      if (method !== 'POST' || payloadSilencesSuccess(payload)) return [];
      return envelopeMessages(outcome.body).map((text) => toast('success', text));
    case 'failure': {
      const texts = envelopeMessages(outcome.body);
      return texts.length > 0
        ? texts.map((text) => toast('error', text))
        : [toast('error', message(REQUEST_CODES.failed))];
    }
    case 'error':
      return [
        toast(
          'error',
          outcome.message.trim() === '' ? message(REQUEST_CODES.networkError) : outcome.message,
        ),
      ];
  }
}

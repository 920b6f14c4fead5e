import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDERS_EDIT_API_PATH, TOAST_DURATION_MS } from '../shell/constants';
import type { FormFields } from './form-fields';
import type { HttpMethod } from './http-method';
import { HTTP_METHODS } from './http-method';
import { REQUEST_CODES } from './message-codes';
import type { RequestOutcome, RequestToast } from './toast-decision';
import { decideRequestToasts, payloadSilencesSuccess, requestShowsToasts } from './toast-decision';

const ok = (msg: unknown): RequestOutcome => ({
  kind: 'success',
  body: { ask: true, code: '200', msg },
});
const failed = (msg: unknown): RequestOutcome => ({
  kind: 'failure',
  body: { ask: false, code: '500', msg },
});
const broke = (message: string): RequestOutcome => ({ kind: 'error', message });
const success = (text: string): RequestToast => ({ kind: 'success', text, durationMs: 5000 });
const error = (text: RequestToast['text']): RequestToast => ({
  kind: 'error',
  text,
  durationMs: 5000,
});

const PLAIN = '/merchant/api-orders/save';
const ORDER_EDIT = `${ORDERS_EDIT_API_PATH}?id=42`;

describe('requestShowsToasts: which calls may toast at all', () => {
  it.each<[HttpMethod, string, boolean, boolean]>([
    ['POST', PLAIN, false, true],
    ['POST', PLAIN, true, false],
    ['GET', PLAIN, false, false],
    ['GET', PLAIN, true, false],
    // The chosen reading of the orders-edit sentences (see requestShowsToasts): GET toasts there,
    // POST is quiet there.
    ['GET', ORDER_EDIT, false, true],
    ['GET', `/api${ORDERS_EDIT_API_PATH}`, false, true],
    // the web route is not a request path: no special case there
    ['GET', '/order/edit/42', false, false],
    ['POST', '/order/edit/42', false, true],
    ['GET', ORDER_EDIT, true, false],
    ['POST', ORDER_EDIT, false, false],
    ['POST', ORDERS_EDIT_API_PATH, false, false],
    ['POST', '/merchant/api-orders/updat', false, true],
    ['GET', '/merchant/api-orders/updat', false, false],
    ['POST', '/MERCHANT/API-ORDERS/UPDATE', false, true], // paths are case-sensitive
  ])('%s %s noAlert=%s → %s', (method, path, noAlert, expected) => {
    expect(requestShowsToasts(method, path, noAlert)).toBe(expected);
  });
});

describe('payloadSilencesSuccess', () => {
  it.each<[FormFields | undefined, boolean]>([
    [{ showMessage: true }, true],
    [{ showMessage: 1 }, true],
    [{ showMessage: '1' }, true],
    [{ showMessage: 'true' }, true],
    [{ showMessage: 'no' }, true],
    [{ showMessage: false }, false],
    [{ showMessage: 0 }, false],
    [{ showMessage: '0' }, false],
    [{ showMessage: 'false' }, false],
    [{ showMessage: '' }, false],
    [{ showMessage: null }, false],
    [{ showmessage: true }, false],
    [{}, false],
    [undefined, false],
  ])('%j → %s', (payload, expected) => {
    expect(payloadSilencesSuccess(payload)).toBe(expected);
  });
});

describe('decideRequestToasts', () => {
  it.each<
    [string, HttpMethod, string, boolean, FormFields | undefined, RequestOutcome, RequestToast[]]
  >([
    ['successful POST shows msg', 'POST', PLAIN, false, undefined, ok('Saved'), [success('Saved')]],
    [
      'successful POST shows every msg of a list',
      'POST',
      PLAIN,
      false,
      {},
      ok(['A', '', 'B']),
      [success('A'), success('B')],
    ],
    ['successful POST without text shows nothing', 'POST', PLAIN, false, {}, ok(''), []],
    [
      'successful POST with showMessage is quiet',
      'POST',
      PLAIN,
      false,
      { showMessage: 1 },
      ok('Saved'),
      [],
    ],
    [
      'showMessage false does not count',
      'POST',
      PLAIN,
      false,
      { showMessage: false },
      ok('Saved'),
      [success('Saved')],
    ],
    ['successful POST flagged noAlert is quiet', 'POST', PLAIN, true, {}, ok('Saved'), []],
    ['successful GET is quiet', 'GET', PLAIN, false, {}, ok('Loaded'), []],
    [
      'successful GET on the orders-edit path is quiet too (success toasts are for POST)',
      'GET',
      ORDER_EDIT,
      false,
      {},
      ok('Loaded'),
      [],
    ],
    [
      'successful POST on the orders-edit path is quiet',
      'POST',
      ORDER_EDIT,
      false,
      {},
      ok('Saved'),
      [],
    ],
    [
      'failing POST shows each msg as an error',
      'POST',
      PLAIN,
      false,
      {},
      failed(['Bad sku', 'Bad qty']),
      [error('Bad sku'), error('Bad qty')],
    ],
    [
      'failing POST with showMessage still shows its errors',
      'POST',
      PLAIN,
      false,
      { showMessage: 1 },
      failed('Bad'),
      [error('Bad')],
    ],
    [
      'failing POST without text falls back to REQUEST.FAILED',
      'POST',
      PLAIN,
      false,
      {},
      failed(''),
      [error({ code: REQUEST_CODES.failed })],
    ],
    ['failing POST flagged noAlert is quiet', 'POST', PLAIN, true, {}, failed('Bad'), []],
    ['failing GET is quiet', 'GET', PLAIN, false, {}, failed('Bad'), []],
    [
      'failing GET on the orders-edit path shows its errors',
      'GET',
      ORDER_EDIT,
      false,
      {},
      failed('Gone'),
      [error('Gone')],
    ],
    [
      'failing POST on the orders-edit path is quiet',
      'POST',
      ORDER_EDIT,
      false,
      {},
      failed('Bad'),
      [],
    ],
    [
      'network error on POST shows its message',
      'POST',
      PLAIN,
      false,
      {},
      broke('Network Error'),
      [error('Network Error')],
    ],
    [
      'blank network error falls back to REQUEST.NETWORK_ERROR',
      'POST',
      PLAIN,
      false,
      {},
      broke(' '),
      [error({ code: REQUEST_CODES.networkError })],
    ],
    [
      'network error flagged noAlert is quiet',
      'POST',
      PLAIN,
      true,
      {},
      broke('timeout of 200ms exceeded'),
      [],
    ],
    ['network error on GET is quiet', 'GET', PLAIN, false, {}, broke('Network Error'), []],
    [
      'network error on GET on the orders-edit path shows',
      'GET',
      ORDER_EDIT,
      false,
      {},
      broke('Request failed with status code 500'),
      [error('Request failed with status code 500')],
    ],
  ])('%s', (_name, method, path, noAlert, payload, outcome, expected) => {
    expect(decideRequestToasts({ method, path, noAlert, payload, outcome })).toEqual(expected);
  });

  const method = fc.constantFrom(...HTTP_METHODS);
  const path = fc.oneof(
    fc.string(),
    fc.string().map((s) => `${s}${ORDERS_EDIT_API_PATH}${s}`),
  );
  const msg = fc.oneof(fc.string(), fc.array(fc.string()), fc.anything());
  const outcome: fc.Arbitrary<RequestOutcome> = fc.oneof(
    msg.map(ok),
    msg.map(failed),
    fc.string().map(broke),
  );
  const payload = fc.option(
    fc.record({ showMessage: fc.oneof(fc.boolean(), fc.integer(), fc.string()) }),
    { nil: undefined },
  );
  const input = fc.record({ method, path, noAlert: fc.boolean(), payload, outcome });

  it("every toast lasts the spec's 5 seconds", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    fc.assert(
      fc.property(input, (i) => {
        for (const t of decideRequestToasts(i)) expect(t.durationMs).toBe(TOAST_DURATION_MS);
      }),
    );
  });

  it('a quiet call (noAlert, or requestShowsToasts false) never toasts', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (!requestShowsToasts(i.method, i.path, i.noAlert))
          expect(decideRequestToasts(i)).toEqual([]);
      }),
    );
  });

  it('a failure or error on a call that may toast shows at least one toast, all errors', () => {
    fc.assert(
      fc.property(input, (i) => {
        const toasts = decideRequestToasts(i);
        if (i.outcome.kind !== 'success' && requestShowsToasts(i.method, i.path, i.noAlert)) {
          expect(toasts.length).toBeGreaterThan(0);
          expect(toasts.every((t) => t.kind === 'error')).toBe(true);
        }
      }),
    );
  });

  it('a success only ever shows success toasts, and only for POST', () => {
    fc.assert(
      fc.property(input, (i) => {
        const toasts = decideRequestToasts(i);
        if (i.outcome.kind === 'success') {
          expect(toasts.every((t) => t.kind === 'success')).toBe(true);
          if (i.method !== 'POST' || payloadSilencesSuccess(i.payload)) expect(toasts).toEqual([]);
        }
      }),
    );
  });
});

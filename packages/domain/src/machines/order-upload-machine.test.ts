import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_UPLOAD_EVENTS,
  ORDER_UPLOAD_STATUSES,
  orderUploadCheckedEvent,
  transitionOrderUpload,
} from './order-upload-machine';
import { OWN_LABEL_TRACKING_STATUSES, ownLabelTrackingRefusal } from './order-tracking';
import { ORDER_STATUSES } from './order-machine';

describe('the order upload machine', () => {
  it.each([
    ['checking', 'pass', 'succeeded'],
    ['checking', 'fail', 'error'],
    ['error', 'resolve', 'succeeded'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionOrderUpload(from, event)).toEqual({ ok: true, value: to });
  });

  it.each([
    ['succeeded', 'fail'],
    ['succeeded', 'resolve'],
    ['error', 'pass'],
    ['checking', 'resolve'],
  ] as const)('refuses %s --%s-->', (from, event) => {
    const result = transitionOrderUpload(from, event);
    expect(result.ok ? undefined : result.error.code).toBe('ORDER_UPLOAD.INVALID_TRANSITION');
  });

  it('ends a check clean exactly when no row is in error', () => {
    fc.assert(
      fc.property(fc.nat(5000), (errors) => {
        const ended = transitionOrderUpload('checking', orderUploadCheckedEvent(errors));
        expect(ended).toEqual({ ok: true, value: errors === 0 ? 'succeeded' : 'error' });
      }),
    );
  });

  it('never leaves succeeded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_UPLOAD_EVENTS), (event) => {
        expect(transitionOrderUpload('succeeded', event).ok).toBe(false);
      }),
    );
    expect(ORDER_UPLOAD_STATUSES).toContain('checking');
  });
});

describe('own-label tracking numbers', () => {
  it.each(ORDER_STATUSES.map((status) => [status] as const))('%s', (status) => {
    const refused = ownLabelTrackingRefusal(status);
    const accepted = (OWN_LABEL_TRACKING_STATUSES as readonly string[]).includes(status);
    expect(refused === undefined).toBe(accepted);
    if (refused)
      expect(refused).toEqual({ code: 'ORDER.TRACKING_NOT_ACCEPTED', params: { status } });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivationEvent, ActivationStatus } from './activation-machine';
import {
  ACTIVATION_EVENTS,
  ACTIVATION_STATUSES,
  ACTIVATION_URL_CODES,
  canActivationHandle,
  transitionActivation,
} from './activation-machine';

describe('transitionActivation', () => {
  it.each<[ActivationStatus, ActivationEvent, ActivationStatus | undefined]>([
    ['not_submitted', 'submit', 'under_review'],
    ['under_review', 'approve', 'passed'],
    ['under_review', 'reject', 'rejected'],
    ['rejected', 'reverify', 'not_submitted'],
    ['rejected', 'submit', 'under_review'],
    ['passed', 'top_up', 'topped_up'],
    ['topped_up', 'activate_warehouse', 'active'],
    ['not_submitted', 'approve', undefined],
    ['under_review', 'submit', undefined],
    ['passed', 'activate_warehouse', undefined],
    ['active', 'reject', undefined],
    ['active', 'submit', undefined],
  ])('%s --%s--> %s', (from, event, to) => {
    const result = transitionActivation(from, event);
    if (to === undefined) {
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toEqual({
          code: 'ACCOUNT.ACTIVATION_INVALID_TRANSITION',
          params: { from, event },
        });
    } else {
      expect(result.ok && result.value).toBe(to);
    }
  });

  const status = fc.constantFrom(...ACTIVATION_STATUSES);
  const event = fc.constantFrom(...ACTIVATION_EVENTS);

  it('agrees with canActivationHandle and never leaves the status set', () => {
    fc.assert(
      fc.property(status, event, (from, e) => {
        const result = transitionActivation(from, e);
        expect(result.ok).toBe(canActivationHandle(from, e));
        if (result.ok) expect(ACTIVATION_STATUSES).toContain(result.value);
      }),
    );
  });

  it('reaches active only through passed and topped_up, in that order', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let current: ActivationStatus = 'not_submitted';
        const seen: ActivationStatus[] = [current];
        for (const e of events) {
          const result = transitionActivation(current, e);
          if (result.ok) seen.push((current = result.value));
        }
        if (current === 'active') {
          expect(seen.indexOf('passed')).toBeLessThan(seen.indexOf('topped_up'));
          expect(seen.lastIndexOf('under_review')).toBeLessThan(seen.indexOf('passed'));
        }
      }),
    );
  });

  it('keeps active final', () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(canActivationHandle('active', e)).toBe(false);
      }),
    );
  });
});

describe('ACTIVATION_URL_CODES', () => {
  it.each<[ActivationStatus, string]>([
    ['not_submitted', '400'],
    ['passed', '201'],
    ['under_review', '202'],
    ['rejected', '203'],
    ['topped_up', '204'],
    ['active', '200'],
  ])('%s -> %s', (s, code) => expect(ACTIVATION_URL_CODES[s]).toBe(code));

  it('gives each status its own code', () => {
    expect(new Set(Object.values(ACTIVATION_URL_CODES)).size).toBe(ACTIVATION_STATUSES.length);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThrottleRule } from './login-throttle';
import {
  LOGIN_THROTTLE_DEFAULTS,
  THROTTLE_KEY_MAX,
  delayAfter,
  failuresAfterOneMore,
  throttleKey,
} from './login-throttle';

const rule: ThrottleRule = { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000 };

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 1_000],
    [5, 2_000],
    [6, 4_000],
    [9, 32_000],
    [10, 60_000],
    [1_000_000, 60_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(delayAfter(failures, rule)).toBe(ms);
  });

  it('never shrinks with another failure, and stays between 0 and the cap', () => {
    const rules = fc.record({
      freeFailures: fc.integer({ min: 0, max: 20 }),
      firstDelayMs: fc.integer({ min: 1, max: 10_000 }),
      maxDelayMs: fc.integer({ min: 10_000, max: 3_600_000 }),
    });
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 10_000 }), (r, n) => {
        const now = delayAfter(n, r);
        expect(delayAfter(n + 1, r)).toBeGreaterThanOrEqual(now);
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(r.maxDelayMs);
        expect(Number.isFinite(now)).toBe(true);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('lets the owner mistype a few times and keeps the defaults reachable', () => {
    const { perClient, perAccount } = LOGIN_THROTTLE_DEFAULTS;
    expect(delayAfter(perClient.freeFailures, perClient)).toBe(0);
    expect(delayAfter(perClient.freeFailures + 1, perClient)).toBe(perClient.firstDelayMs);
    expect(perAccount.freeFailures).toBeGreaterThan(perClient.freeFailures);
  });
});

describe('failuresAfterOneMore', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    [{ failures: 0, lastFailureAt: null }, '2026-01-01T00:00:00Z', 1],
    [{ failures: 4, lastFailureAt: at('2026-01-01T00:00:00Z') }, '2026-01-01T00:59:59Z', 5],
    [{ failures: 4, lastFailureAt: at('2026-01-01T00:00:00Z') }, '2026-01-01T01:00:00Z', 1],
  ])('%o at %s counts %i', (previous, now, expected) => {
    expect(failuresAfterOneMore(previous, at(now), 3_600_000)).toBe(expected);
  });

  it('is one more, or one again after a quiet spell', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (failures, quietMs) => {
          const last = new Date('2026-01-01T00:00:00Z');
          const next = failuresAfterOneMore(
            { failures, lastFailureAt: last },
            new Date(last.getTime() + quietMs),
            3_600_000,
          );
          expect(next).toBe(quietMs >= 3_600_000 ? 1 : failures + 1);
        },
      ),
      { seed: 17, numRuns: 200 },
    );
  });
});

describe('throttleKey', () => {
  const hashed = /^sha256:[0-9a-f]{64}$/;
  it.each([
    ['main:alice', 'main:alice'],
    ['10.0.0.1', '10.0.0.1'],
    ['', ''],
    ['a'.repeat(THROTTLE_KEY_MAX), 'a'.repeat(THROTTLE_KEY_MAX)],
  ])('keeps the short key %j as it is', (key, expected) => expect(throttleKey(key)).toBe(expected));

  it.each([
    ['a'.repeat(THROTTLE_KEY_MAX + 1)],
    ['漢'.repeat(34_000)],
    [`main:${'u'.repeat(34_000)}`],
  ])('hashes a key longer than the limit', (key) => expect(throttleKey(key)).toMatch(hashed));

  it('is short enough for an index, and tells distinct keys apart', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.string({ maxLength: 600 }), (a, b) => {
        expect(throttleKey(a).length).toBeLessThanOrEqual(THROTTLE_KEY_MAX);
        expect(throttleKey(a) === throttleKey(b)).toBe(a === b);
      }),
    );
  });
});

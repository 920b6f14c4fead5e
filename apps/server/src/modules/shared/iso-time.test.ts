import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from './iso-time';

describe('isoTime', () => {
  it.each([
    [new Date(Date.UTC(2026, 10, 28, 9, 30)), '2026-11-28T09:30:00.000Z'],
    ['2026-11-28T09:30:00.000Z', '2026-11-28T09:30:00.000Z'],
    ['2026-11-28 17:30:00+08', '2026-11-28T09:30:00.000Z'],
    ['2026-11-28T09:30:00.123456+00:00', '2026-11-28T09:30:00.123Z'],
  ])('%s -> %s', (stored, text) => {
    expect(isoTime(stored)).toBe(text);
  });

  it('reads a Date and its own ISO text as the same instant', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isoTime(date)).toBe(date.toISOString());
        expect(isoTime(isoTime(date))).toBe(isoTime(date));
      }),
    );
  });
});

describe('isoTimeOrNull', () => {
  it.each([
    [null, null],
    [new Date(Date.UTC(2026, 0, 1)), '2026-01-01T00:00:00.000Z'],
  ])('%s -> %s', (stored, text) => {
    expect(isoTimeOrNull(stored)).toBe(text);
  });

  it('agrees with isoTime on every time', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isoTimeOrNull(date)).toBe(isoTime(date));
      }),
    );
  });
});

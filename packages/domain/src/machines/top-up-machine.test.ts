import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TopUpEvent, TopUpStatus } from './top-up-machine';
import { TOP_UP_EVENTS, transitionTopUp } from './top-up-machine';

describe('top-up machine', () => {
  it.each([
    ['pending', 'credit', { ok: true, value: 'credited' }],
    ['pending', 'reject', { ok: true, value: 'rejected' }],
    [
      'credited',
      'credit',
      {
        ok: false,
        error: { code: 'TOP_UP.INVALID_TRANSITION', params: { from: 'credited', event: 'credit' } },
      },
    ],
    [
      'rejected',
      'credit',
      {
        ok: false,
        error: { code: 'TOP_UP.INVALID_TRANSITION', params: { from: 'rejected', event: 'credit' } },
      },
    ],
    [
      'credited',
      'reject',
      {
        ok: false,
        error: { code: 'TOP_UP.INVALID_TRANSITION', params: { from: 'credited', event: 'reject' } },
      },
    ],
  ] as const)('%s --%s--> %o', (from, event, expected) => {
    expect(transitionTopUp(from, event)).toEqual(expected);
  });

  it('credits at most once, whatever the sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<TopUpEvent>(...TOP_UP_EVENTS)), (events) => {
        let status: TopUpStatus = 'pending';
        let credits = 0;
        for (const event of events) {
          const next = transitionTopUp(status, event);
          if (!next.ok) continue;
          if (next.value === 'credited') credits += 1;
          status = next.value;
        }
        expect(credits).toBeLessThanOrEqual(1);
      }),
    );
  });
});

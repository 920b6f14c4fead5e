import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RmaEvent, RmaStatus } from './rma-machine';
import { RMA_STATUSES, allowedRmaActions, processRma, transitionRma } from './rma-machine';

const invalid = (from: string, event: string) => ({
  ok: false,
  error: { code: 'RMA.INVALID_TRANSITION', params: { from, event } },
});

describe('RMA machine', () => {
  it.each([
    ['draft', { ok: true, value: 'awaiting_arrival' }],
    ['awaiting_arrival', invalid('awaiting_arrival', 'submit')],
    ['processed', invalid('processed', 'submit')],
  ] as const)('submit from %s', (from, expected) => {
    expect(transitionRma(from, 'submit')).toEqual(expected);
  });

  it.each([true, false])('processing records the disposal (back to shelf: %s)', (backToShelf) => {
    expect(processRma('awaiting_arrival', { backToShelf })).toEqual({
      ok: true,
      value: { status: 'processed', disposal: { backToShelf } },
    });
  });

  it.each(['draft', 'processed'] as const)('cannot process from %s', (from) => {
    expect(processRma(from, { backToShelf: true })).toEqual(invalid(from, 'process'));
  });

  it('refuses process without a disposal, even if a caller casts', () => {
    const process = 'process' as Exclude<RmaEvent, 'process'>;
    expect(transitionRma('awaiting_arrival', process)).toEqual(
      invalid('awaiting_arrival', 'process'),
    );
  });

  it.each([
    ['draft', ['edit', 'submit']],
    ['awaiting_arrival', []],
    ['processed', []],
  ] as const)('the merchant may %s: %o', (status, actions) => {
    expect(allowedRmaActions(status)).toEqual(actions);
  });

  it('processing keeps the disposal it was given, from any status it is allowed in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RmaStatus>(...RMA_STATUSES),
        fc.boolean(),
        (from, backToShelf) => {
          const result = processRma(from, { backToShelf });
          expect(result.ok).toBe(from === 'awaiting_arrival');
          if (result.ok) expect(result.value.disposal.backToShelf).toBe(backToShelf);
        },
      ),
    );
  });
});

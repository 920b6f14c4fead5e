import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SidebarPopupEvent, SidebarPopupState } from './sidebar-popup';
import { SIDEBAR_NO_POPUP, sidebarPopupReducer, sidebarPopupTop } from './sidebar-popup';

const run = (events: readonly SidebarPopupEvent[], from: SidebarPopupState = SIDEBAR_NO_POPUP) =>
  events.reduce(sidebarPopupReducer, from);

describe('sidebarPopupReducer', () => {
  it.each<[string, SidebarPopupEvent[], string | undefined]>([
    ['nothing shows before the timeout', [{ type: 'enter', key: 'a' }], undefined],
    [
      'the popup shows when the timeout runs out',
      [
        { type: 'enter', key: 'a' },
        { type: 'timeout', key: 'a' },
      ],
      'a',
    ],
    [
      'leaving before the timeout shows nothing',
      [
        { type: 'enter', key: 'a' },
        { type: 'leave', key: 'a' },
        { type: 'timeout', key: 'a' },
      ],
      undefined,
    ],
    [
      'leaving hides the popup',
      [
        { type: 'enter', key: 'a' },
        { type: 'timeout', key: 'a' },
        { type: 'leave', key: 'a' },
      ],
      undefined,
    ],
    [
      'a second group replaces the first when its own timeout runs out',
      [
        { type: 'enter', key: 'a' },
        { type: 'timeout', key: 'a' },
        { type: 'enter', key: 'b' },
        { type: 'timeout', key: 'b' },
      ],
      'b',
    ],
    [
      'the first group keeps showing until the second one is due',
      [
        { type: 'enter', key: 'a' },
        { type: 'timeout', key: 'a' },
        { type: 'enter', key: 'b' },
      ],
      'a',
    ],
    [
      'a stale timeout of a group that was left shows nothing',
      [
        { type: 'enter', key: 'a' },
        { type: 'enter', key: 'b' },
        { type: 'timeout', key: 'a' },
      ],
      undefined,
    ],
    ['a click shows at once', [{ type: 'toggle', key: 'a' }], 'a'],
    [
      'a second click hides',
      [
        { type: 'toggle', key: 'a' },
        { type: 'toggle', key: 'a' },
      ],
      undefined,
    ],
    [
      'close hides everything, pending ones too',
      [
        { type: 'enter', key: 'a' },
        { type: 'timeout', key: 'a' },
        { type: 'enter', key: 'b' },
        { type: 'close' },
        { type: 'timeout', key: 'b' },
      ],
      undefined,
    ],
    [
      'entering the shown group again keeps it',
      [
        { type: 'toggle', key: 'a' },
        { type: 'enter', key: 'a' },
      ],
      'a',
    ],
  ])('%s', (_name, events, shown) => {
    expect(run(events).shown).toBe(shown);
  });

  const keys = fc.constantFrom('a', 'b', 'c');
  const event: fc.Arbitrary<SidebarPopupEvent> = fc.oneof(
    fc.record({ type: fc.constantFrom('enter', 'leave', 'timeout', 'toggle'), key: keys }),
    fc.constant({ type: 'close' } as const),
  );

  it('property: a popup shows only for a group that was entered or clicked, and leaving it hides it', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), keys, (events, key) => {
        const state = run(events);
        if (state.shown !== undefined) {
          expect(
            events.some((e) => e.type !== 'close' && e.type !== 'leave' && e.key === state.shown),
          ).toBe(true);
        }
        expect(sidebarPopupReducer(state, { type: 'leave', key }).shown).not.toBe(key);
        expect(sidebarPopupReducer(state, { type: 'close' })).toEqual(SIDEBAR_NO_POPUP);
      }),
    );
  });

  it('property: nothing shows without a timeout or a click', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ type: fc.constantFrom('enter', 'leave'), key: keys }),
            fc.constant({ type: 'close' } as const),
          ) as fc.Arbitrary<SidebarPopupEvent>,
          { maxLength: 30 },
        ),
        (events) => {
          expect(run(events).shown).toBeUndefined();
        },
      ),
    );
  });
});

describe('sidebarPopupTop', () => {
  it.each([
    [100, 200, 800, 100],
    [700, 200, 800, 600],
    [600, 200, 800, 600],
    [601, 200, 800, 600],
    [50, 900, 800, 0],
  ])('group at %i, popup %i high, viewport %i: top %i', (groupTop, height, viewport, top) => {
    expect(sidebarPopupTop(groupTop, height, viewport)).toBe(top);
  });

  it('property: a popup that fits the viewport is wholly inside it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 3000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1000, max: 3000 }),
        (groupTop, height, viewport) => {
          const top = sidebarPopupTop(groupTop, height, viewport);
          expect(top).toBeGreaterThanOrEqual(0);
          expect(top + height).toBeLessThanOrEqual(viewport);
        },
      ),
    );
  });
});

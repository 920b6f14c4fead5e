import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sidebarCookieValue, sidebarOffset, sidebarOpenedFromCookie } from './sidebar-offset';

describe('sidebarOffset', () => {
  it.each([
    [-20, 159],
    [0, 159],
    [1, 158],
    [100, 59],
    [158, 1],
    [159, 0],
    [160, 0],
    [5000, 0],
    [10.5, 148.5],
  ])('scroll %d → %d px', (scroll, offset) => {
    expect(sidebarOffset(scroll)).toBe(offset);
  });

  it('is 159 minus the scroll, within 0..159, and never grows as the page scrolls down', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e3, noNaN: true }),
        (scroll, more) => {
          const offset = sidebarOffset(scroll);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(159);
          if (scroll >= 0 && scroll <= 159) expect(offset).toBeCloseTo(159 - scroll);
          expect(sidebarOffset(scroll + more)).toBeLessThanOrEqual(offset);
        },
      ),
    );
  });
});

describe('sidebarOffset below bars taller than one row', () => {
  it.each([
    [0, 197, 197],
    [50, 197, 147],
    [300, 197, 0],
    [0, 0, 159],
    [0, -4, 159],
    [0, Number.NaN, 159],
    [20, Number.POSITIVE_INFINITY, 139],
  ])('scroll %d under bars of %d px → %d px', (scroll, bars, offset) => {
    expect(sidebarOffset(scroll, bars)).toBe(offset);
  });

  it('starts exactly below the bars and reaches 0 once they have scrolled away', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 4000, noNaN: true }),
        (bars, scroll) => {
          const offset = sidebarOffset(scroll, bars);
          expect(sidebarOffset(0, bars)).toBe(bars);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(bars);
          if (scroll >= bars) expect(offset).toBe(0);
        },
      ),
    );
  });
});

describe('sidebarStatus cookie', () => {
  it.each<[string | undefined, boolean]>([
    ['1', true],
    ['0', false],
    [undefined, true],
    ['', true],
    ['yes', true],
  ])('%j → opened %s', (value, opened) => {
    expect(sidebarOpenedFromCookie(value)).toBe(opened);
  });

  it.each([
    [true, '1'],
    [false, '0'],
  ])('opened %s → %j', (opened, value) => {
    expect(sidebarCookieValue(opened)).toBe(value);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.boolean(), (opened) => {
        expect(sidebarOpenedFromCookie(sidebarCookieValue(opened))).toBe(opened);
      }),
    );
  });
});

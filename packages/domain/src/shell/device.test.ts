import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShellDevice, SidebarViewState } from './device';
import {
  deviceForWidth,
  deviceOnResize,
  drawerOnOutsideClick,
  drawerOnRouteChange,
  isHamburgerVisible,
  isMobileWidth,
} from './device';

describe('isMobileWidth: width - 3 < 1024', () => {
  it.each([
    [0, true],
    [320, true],
    [1020, true],
    [1021, true],
    [1022, true],
    [1023, true],
    [1024, true],
    [1025, true],
    [1026, true],
    [1026.99, true],
    [1027, false],
    [1028, false],
    [1440, false],
  ])('%d px → mobile %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
    expect(deviceForWidth(width)).toBe(expected ? 'mobile' : 'desktop');
  });

  it('is mobile exactly below 1027 px and monotone in the width', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, b) => {
          expect(isMobileWidth(a)).toBe(a < 1027);
          if (a <= b && isMobileWidth(b)) expect(isMobileWidth(a)).toBe(true);
        },
      ),
    );
  });
});

const view = (device: ShellDevice, sidebarOpened: boolean): SidebarViewState => ({
  device,
  sidebarOpened,
});

describe('drawer decisions', () => {
  it.each<[SidebarViewState, boolean]>([
    [view('mobile', true), true],
    [view('mobile', false), false],
    [view('desktop', true), false],
    [view('desktop', false), false],
  ])('%j closes on route change and outside click: %s', (v, closes) => {
    const expected = closes ? { close: true, withoutAnimation: false } : { close: false };
    expect(drawerOnRouteChange(v)).toEqual(expected);
    expect(drawerOnOutsideClick(v)).toEqual(expected);
  });

  it.each<[SidebarViewState, number, boolean, ReturnType<typeof deviceOnResize>]>([
    [
      view('desktop', true),
      800,
      false,
      { device: 'mobile', sidebar: { close: true, withoutAnimation: true } },
    ],
    [view('desktop', false), 800, false, { device: 'mobile', sidebar: { close: false } }],
    [view('mobile', true), 1200, false, { device: 'desktop', sidebar: { close: false } }],
    [view('desktop', true), 800, true, { device: 'desktop', sidebar: { close: false } }],
    [view('desktop', true), 1027, false, { device: 'desktop', sidebar: { close: false } }],
    [
      view('desktop', true),
      1026,
      false,
      { device: 'mobile', sidebar: { close: true, withoutAnimation: true } },
    ],
  ])('resize of %j to %d px (hidden %s)', (v, width, hidden, expected) => {
    expect(deviceOnResize(v, width, hidden)).toEqual(expected);
  });

  it.each<[ShellDevice, boolean]>([
    ['mobile', true],
    ['desktop', false],
  ])('hamburger on %s: %s', (device, visible) => {
    expect(isHamburgerVisible(device)).toBe(visible);
  });

  const viewArb = fc.record({
    device: fc.constantFrom<ShellDevice>('desktop', 'mobile'),
    sidebarOpened: fc.boolean(),
  });

  it('closes the drawer on route change or outside click only when mobile and open', () => {
    fc.assert(
      fc.property(viewArb, (v) => {
        const closes = v.device === 'mobile' && v.sidebarOpened;
        expect(drawerOnRouteChange(v).close).toBe(closes);
        expect(drawerOnOutsideClick(v).close).toBe(closes);
      }),
    );
  });

  it('on a visible page the device follows the width; a desktop sidebar is never closed by a resize', () => {
    fc.assert(
      fc.property(viewArb, fc.integer({ min: 0, max: 4000 }), fc.boolean(), (v, width, hidden) => {
        const next = deviceOnResize(v, width, hidden);
        expect(next.device).toBe(hidden ? v.device : deviceForWidth(width));
        if (next.device === 'desktop') expect(next.sidebar.close).toBe(false);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findShippingChannel, ISLAND_REGIONS, SHIPPING_CHANNELS } from './channels';

const usdMaxima = SHIPPING_CHANNELS.filter((c) => c.declaredValue.currency === 'USD').map(
  (c) => c.declaredValue.max / 100,
);

describe('the sample channel table', () => {
  it('has unique codes', () => {
    const codes = SHIPPING_CHANNELS.map((channel) => channel.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([15, 22, 30, 50, 100, 150, 200, 800, 1000, 1500])(
    'carries the spec variant of a %i USD declared maximum',
    (max) => {
      expect(usdMaxima).toContain(max);
    },
  );

  it.each([1047, 800, 1500])('carries the spec order-total cap of %i USD', (cap) => {
    expect(SHIPPING_CHANNELS.map((c) => c.orderTotalMax)).toContain(cap * 100);
  });

  it('carries the 10-749 USD bounds, EUR and GBP limits, and caps of 18 and 4 SKUs', () => {
    expect(findShippingChannel('US-STD')?.declaredValue).toEqual({
      currency: 'USD',
      min: 1000,
      max: 74_900,
    });
    const currencies = new Set(SHIPPING_CHANNELS.map((c) => c.declaredValue.currency));
    expect([...currencies].sort()).toEqual(['EUR', 'GBP', 'USD']);
    expect(new Set(SHIPPING_CHANNELS.map((c) => c.maxSkusPerOrder))).toEqual(new Set([18, 4]));
  });

  it('caps insured values at 100 EUR, 300 USD, and within 100-1000 USD elsewhere', () => {
    for (const channel of SHIPPING_CHANNELS) {
      const cap = channel.insuredValueMax ?? 0;
      if (channel.declaredValue.currency === 'EUR') expect(cap).toBe(10_000);
      if (channel.declaredValue.currency === 'USD') {
        expect(cap).toBeGreaterThanOrEqual(10_000);
        expect(cap).toBeLessThanOrEqual(100_000);
      }
    }
    expect(SHIPPING_CHANNELS.map((c) => c.insuredValueMax)).toContain(30_000);
  });

  it('keeps every declared minimum below its maximum and every island region complete', () => {
    for (const channel of SHIPPING_CHANNELS) {
      expect(channel.declaredValue.min ?? 0).toBeLessThan(channel.declaredValue.max);
      // The islands are served under their own code; a territory is named to be refused (its
      // own destination, which these channels do not serve), under the parent they do serve.
      for (const island of channel.islandRegions)
        if (island.territory === true) expect(channel.countries).toContain(island.parentCountry);
        else expect(channel.countries).toContain(island.countryCode);
    }
    expect(Object.values(ISLAND_REGIONS).map((region) => region.parentCountry)).toEqual([
      'ES',
      'ES',
    ]);
  });

  it('finds a channel by its code only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPING_CHANNELS),
        fc.string({ maxLength: 3 }),
        (channel, noise) => {
          expect(findShippingChannel(channel.code)).toBe(channel);
          fc.pre(noise !== '');
          expect(findShippingChannel(channel.code + noise)).toBeUndefined();
        },
      ),
    );
  });
});

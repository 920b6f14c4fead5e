import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VOLUMETRIC_5KG_CAP_CHANNEL_RULE,
  channelChargeableWeightGrams,
  chargeableWeightGrams,
  volumetricWeightGrams,
} from './parcel-weight';

const box = (lengthCm: number, widthCm: number, heightCm: number) => ({
  lengthCm,
  widthCm,
  heightCm,
});

describe('volumetric weight: L x W x H / 5000, in grams, rounded up', () => {
  it.each([
    [box(50, 40, 30), 12_000], // 60000 cm3 / 5000 = 12 kg
    [box(10, 10, 10), 200],
    [box(10.01, 10, 10), 201], // 200.2 g -> 201 (ceiling)
    [box(0.01, 0.01, 0.01), 1], // 0.0000002 g -> 1 (ceiling)
    [box(33.33, 30, 25), 5_000], // 24997.5 cm3 -> 4999.5 g -> 5000
  ])('%o weighs %i g', (dimensions, grams) => {
    expect(volumetricWeightGrams(dimensions)).toEqual({ ok: true, value: grams });
  });

  it.each([box(0, 10, 10), box(10, -1, 10), box(10, 10, Number.NaN)])('refuses %o', (dims) => {
    const result = volumetricWeightGrams(dims);
    expect(result.ok ? undefined : result.error.code).toBe('FEE.INVALID_MEASURE');
  });

  it('accepts another divisor (6000) for channels that use one', () => {
    expect(volumetricWeightGrams(box(60, 50, 40), 6000)).toEqual({ ok: true, value: 20_000 });
  });

  const dimension = fc.integer({ min: 1, max: 20_000 }).map((h) => h / 100);

  it('is monotone in each dimension and never under the exact value', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, fc.nat(1000), (l, w, h, step) => {
        const base = volumetricWeightGrams(box(l, w, h));
        const longer = volumetricWeightGrams(box(l + step / 100, w, h));
        if (!base.ok || !longer.ok) throw new Error('unexpected failure');
        expect(longer.value).toBeGreaterThanOrEqual(base.value);
        expect(base.value).toBeGreaterThanOrEqual((l * w * h) / 5 - 1e-6);
        expect(base.value - (l * w * h) / 5).toBeLessThan(1 + 1e-6);
      }),
    );
  });
});

describe('chargeable weight and the 5 kg channel cap', () => {
  it.each([
    [0.5, box(50, 40, 30), 12_000], // volumetric wins
    [15, box(50, 40, 30), 15_000], // actual wins
    [0.0004, box(1, 1, 1), 1], // 0.4 g rounds to 0, volumetric 1 g wins
  ])('%d kg in %o: %i g', (actualWeightKg, dimensions, grams) => {
    expect(chargeableWeightGrams({ actualWeightKg, dimensions })).toEqual({
      ok: true,
      value: grams,
    });
  });

  it.each([
    [5, box(10, 10, 10), { ok: true, value: 5_000 }],
    [
      5.001,
      box(10, 10, 10),
      {
        ok: false,
        error: {
          code: 'FEE.CHANNEL_WEIGHT_CAP_EXCEEDED',
          params: { capKg: 5, chargeableKg: 5.001 },
        },
      },
    ],
    [1, box(50, 25, 20), { ok: true, value: 5_000 }], // 25000 cm3 = 5 kg volumetric: allowed
    [
      1,
      box(50, 25, 20.01),
      {
        ok: false,
        error: {
          code: 'FEE.CHANNEL_WEIGHT_CAP_EXCEEDED',
          params: { capKg: 5, chargeableKg: 5.003 },
        },
      },
    ],
  ])('%d kg in %o on the 5 kg channel', (actualWeightKg, dimensions, expected) => {
    expect(
      channelChargeableWeightGrams({ actualWeightKg, dimensions }, VOLUMETRIC_5KG_CAP_CHANNEL_RULE),
    ).toEqual(expected);
  });

  it('the chargeable weight is never below either weight, and the channel never passes over 5 kg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (grams, l, w, h) => {
          const parcel = {
            actualWeightKg: grams / 1000,
            dimensions: box(l / 100, w / 100, h / 100),
          };
          const chargeable = chargeableWeightGrams(parcel);
          const volumetric = volumetricWeightGrams(parcel.dimensions);
          if (!chargeable.ok || !volumetric.ok) throw new Error('unexpected failure');
          expect(chargeable.value).toBe(Math.max(grams, volumetric.value));
          const capped = channelChargeableWeightGrams(parcel, VOLUMETRIC_5KG_CAP_CHANNEL_RULE);
          expect(capped.ok).toBe(chargeable.value <= 5_000);
        },
      ),
    );
  });
});

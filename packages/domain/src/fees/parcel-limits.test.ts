import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBoxSurface, checkShippingLabelSize } from './parcel-limits';

const labelTooLarge = { code: 'PARCEL.LABEL_TOO_LARGE', params: { long: 21, short: 10 } };
const surfaceTooSmall = { code: 'PARCEL.BOX_SURFACE_TOO_SMALL', params: { long: 15, short: 10 } };

describe('parcel limits', () => {
  it.each([
    [21, 10, undefined],
    [10, 21, undefined],
    [10, 15, undefined],
    [21.01, 10, labelTooLarge],
    [21, 10.01, labelTooLarge],
    [11, 11, labelTooLarge],
  ])('a %d x %d cm label', (widthCm, heightCm, expected) => {
    expect(checkShippingLabelSize({ widthCm, heightCm })).toEqual(expected);
  });

  it.each([
    [15, 10, 1, undefined],
    [1, 10, 15, undefined],
    [14.99, 10, 1, surfaceTooSmall],
    [15, 9.99, 1, surfaceTooSmall],
    [30, 30, 30, undefined],
  ])('a %d x %d x %d cm box', (lengthCm, widthCm, heightCm, expected) => {
    expect(checkBoxSurface({ lengthCm, widthCm, heightCm })).toEqual(expected);
  });

  const cm = fc.integer({ min: 1, max: 5_000 }).map((h) => h / 100);

  it('a label check ignores orientation, and a box check ignores the order of its sides', () => {
    fc.assert(
      fc.property(cm, cm, cm, (a, b, c) => {
        expect(checkShippingLabelSize({ widthCm: a, heightCm: b })).toEqual(
          checkShippingLabelSize({ widthCm: b, heightCm: a }),
        );
        expect(checkBoxSurface({ lengthCm: a, widthCm: b, heightCm: c })).toEqual(
          checkBoxSurface({ lengthCm: c, widthCm: a, heightCm: b }),
        );
      }),
    );
  });

  it('a box that passes stays passing when it gets larger', () => {
    fc.assert(
      fc.property(cm, cm, cm, cm, (a, b, c, grow) => {
        if (checkBoxSurface({ lengthCm: a, widthCm: b, heightCm: c }) === undefined)
          expect(checkBoxSurface({ lengthCm: a + grow, widthCm: b, heightCm: c })).toBeUndefined();
      }),
    );
  });
});

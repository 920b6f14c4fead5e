import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressProblems, hsCodeProblem, volumetricOf } from './tool-checks';

const address = {
  country: 'US',
  state: 'NY',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  channel: '',
};

describe('the tools ask the domain', () => {
  it.each([
    ['a valid US address', {}, []],
    ['a postcode off the country pattern', { postcode: 'ABC' }, ['ORDER.POSTCODE_NO_SERVICE']],
    ['a short address line', { address_line1: 'x' }, [expect.any(String)]],
    ['an unknown channel', { channel: 'nope' }, ['ORDER.CHANNEL_UNKNOWN']],
    ['a channel not serving the country', { channel: 'UK-RM' }, ['ORDER.COUNTRY_NOT_SERVED']],
    ['a channel serving it', { channel: 'us-std' }, []],
  ] as const)('%s', (_name, patch, codes) => {
    expect(addressProblems({ ...address, ...patch }).map((p) => p.code)).toEqual(codes);
  });

  it.each([
    [{ length_cm: '40', width_cm: '30', height_cm: '20', weight_kg: '1' }, '4.800', '4.800'],
    [{ length_cm: '10', width_cm: '10', height_cm: '10', weight_kg: '2.5' }, '0.200', '2.500'],
  ])('volumetric weight of %j', (input, volumetric, chargeable) => {
    expect(volumetricOf(input)).toMatchObject({ ok: true, volumetric, chargeable, divisor: 5000 });
  });

  it('refuses a missing side', () => {
    expect(volumetricOf({ length_cm: '', width_cm: '1', height_cm: '1', weight_kg: '1' }).ok).toBe(
      false,
    );
  });

  it('the chargeable weight is never below the volumetric or the actual weight', () => {
    const side = fc.integer({ min: 1, max: 20_000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(side, side, side, side, (l, w, h, kg) => {
        const result = volumetricOf({ length_cm: l, width_cm: w, height_cm: h, weight_kg: kg });
        if (!result.ok) throw new Error(JSON.stringify(result.problem));
        expect(Number(result.chargeable)).toBeGreaterThanOrEqual(Number(result.volumetric));
        expect(Number(result.chargeable)).toBeGreaterThanOrEqual(Number(kg) - 0.0005);
      }),
    );
  });

  it.each([
    ['85044090', undefined],
    ['8504409012', undefined],
    ['8504409', 'PRODUCT.HS_CODE_INVALID'],
    ['8504.40.90', 'PRODUCT.HS_CODE_INVALID'],
    ['', 'VALIDATION.REQUIRED'],
  ])('HS code %s -> %s', (code, problem) => {
    expect(hsCodeProblem(code)?.code).toBe(problem);
  });
});

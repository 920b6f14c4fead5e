import { decimalText, parseAmountToMinor } from '@portal/domain';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MONEY_CURRENCIES, MoneySchema } from './money';

describe('MoneySchema', () => {
  it.each([
    [{ amount: 1250, currency: 'USD' }, true],
    [{ amount: 0, currency: 'CNY' }, true],
    [{ amount: -216, currency: 'CNY' }, true],
    [{ amount: 12.5, currency: 'USD' }, false],
    [{ amount: '12.50', currency: 'USD' }, false],
    [{ amount: 1250, currency: 'EUR' }, false],
    [{ amount: 1250 }, false],
    ['12.50', false],
  ])('%j matches: %s', (value, matches) => {
    expect(Value.Check(MoneySchema, value)).toBe(matches);
  });

  it('survives the wire (JSON) unchanged, and its amount as decimal text parses back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        fc.constantFrom(...MONEY_CURRENCIES),
        (amount, currency) => {
          const sent = JSON.parse(JSON.stringify({ amount, currency })) as unknown;
          expect(Value.Check(MoneySchema, sent)).toBe(true);
          expect(sent).toEqual({ amount, currency });
          // what a form shows and sends back: the decimal text, read by the domain's parser
          expect(parseAmountToMinor(decimalText(amount))).toEqual({ ok: true, value: amount });
        },
      ),
    );
  });
});

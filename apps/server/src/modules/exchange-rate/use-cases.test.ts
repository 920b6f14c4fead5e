import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeExchangeRateRepository } from './fakes';
import { exchangeRateUseCases } from './use-cases';

// The exchange-rate use cases on a strict fake (ADR 0068); exchange-rate.test.ts keeps the
// operator endpoints, the CLI and the RateTable port on PGlite.
const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const setUp = () => {
  const rates = fakeExchangeRateRepository();
  return { rates, useCases: exchangeRateUseCases({ rates, now: () => NOW }) };
};

describe('setting an exchange rate', () => {
  it('stores the pair upper-cased, exactly as typed, by the operator at the clock', async () => {
    const { useCases } = setUp();
    expect(await useCases.set({ from: 'usd', to: 'cny', rate: '7.1834' })).toEqual({
      ok: true,
      value: {
        data: {
          from: 'USD',
          to: 'CNY',
          rate: '7.1834',
          set_by: 'operator',
          updated_at: '2026-11-28T09:00:00.000Z',
        },
        message: { code: 'SERVER.EXCHANGE_RATE_SET' },
      },
    });
  });

  it.each([
    [{ from: 'XXX', to: 'CNY', rate: '7' }],
    [{ from: 'USD', to: 'USD', rate: '1' }],
    [{ from: 'USD', to: 'CNY', rate: '0' }],
    [{ from: 'USD', to: 'CNY', rate: 'seven' }],
  ])('refuses %j as invalid input and stores nothing', async (form) => {
    const { rates, useCases } = setUp();
    const answer = await useCases.set(form);
    expect(answer).toMatchObject({ ok: false, error: { code: '400' } });
    expect(await rates.list()).toEqual([]);
  });

  it('keeps one row per pair, sorted, holding the last rate set', async () => {
    const pair = fc.constantFrom(['USD', 'CNY'], ['EUR', 'CNY'], ['GBP', 'CNY'], ['USD', 'EUR']);
    const rate = fc
      .tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 4 }))
      .map(([digits, scale]) => (digits / 10 ** scale).toFixed(scale));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(pair, rate), { maxLength: 8 }), async (sets) => {
        const { useCases } = setUp();
        const last = new Map<string, string>();
        for (const [[from, to], typed] of sets) {
          const answer = await useCases.set({ from, to, rate: typed });
          if (answer.ok) last.set(`${from}/${to}`, answer.value.data.rate);
        }
        const list = await useCases.list();
        expect(list.ok && list.value.data.map((r) => [`${r.from}/${r.to}`, r.rate])).toEqual(
          [...last.entries()].sort(([a], [b]) => a.localeCompare(b)),
        );
      }),
    );
  });
});

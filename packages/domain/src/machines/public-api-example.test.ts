import { describe, expect, it } from 'vitest';
import { rateTableFromEntries, shippingInsuranceFee, transitionOrder } from '../index';

// The example of packages/domain/docs/machines-and-fees.md, run through the package's barrel.
describe('the documented example', () => {
  it('moves an order and computes a fee', () => {
    const moved = transitionOrder('pending_submit', 'submit');
    const rates = rateTableFromEntries([
      { from: 'USD', to: 'CNY', rate: { numerator: 72n, denominator: 10n } },
    ]);
    const fee = shippingInsuranceFee(
      {
        insuredValue: { amount: 100_00, currency: 'USD' },
        freight: { amount: 30_00, currency: 'CNY' },
      },
      rates,
    );
    expect(moved).toEqual({ ok: true, value: 'processing' });
    expect(fee).toEqual({ ok: true, value: { amount: 450, currency: 'CNY' } });
    expect(transitionOrder('processing', 'save')).toEqual({
      ok: false,
      error: { code: 'ORDER.INVALID_TRANSITION', params: { from: 'processing', event: 'save' } },
    });
  });
});

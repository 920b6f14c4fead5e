import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../fees/money';
import type { InvoiceTitleForm } from './invoice-title';
import { validateInvoiceTitle } from './invoice-title';

const valid: InvoiceTitleForm = {
  template_name: 'Main company',
  company: 'Acme Trading Ltd',
  address: '1 Harbour Road, Hong Kong',
  currency: 'USD',
};

const failures = (change: Partial<InvoiceTitleForm>) => {
  const result = validateInvoiceTitle({ ...valid, ...change });
  return result.ok ? [] : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validateInvoiceTitle', () => {
  it.each<[Partial<InvoiceTitleForm>, string[]]>([
    [{}, []],
    [{ template_name: '' }, ['template_name:VALIDATION.REQUIRED']],
    [{ template_name: 'x'.repeat(51) }, ['template_name:ACCOUNT.TEXT_TOO_LONG']],
    [{ company: ' ' }, ['company:VALIDATION.REQUIRED']],
    [{ company: 'x'.repeat(101) }, ['company:ACCOUNT.TEXT_TOO_LONG']],
    [{ address: 'abc' }, ['address:ACCOUNT.ADDRESS_LENGTH']],
    [{ currency: 'usd' }, ['currency:SETTINGS.CURRENCY_INVALID']],
    [
      { template_name: '', currency: 'XXX' },
      ['template_name:VALIDATION.REQUIRED', 'currency:SETTINGS.CURRENCY_INVALID'],
    ],
  ])('%j → %j', (change, expected) => {
    expect(failures(change)).toEqual(expected);
  });

  it('accepts exactly the currencies of the money rules', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...CURRENCIES), fc.string({ maxLength: 4 })), (c) => {
        expect(failures({ currency: c }).length === 0).toBe(
          (CURRENCIES as readonly string[]).includes(c),
        );
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RmaFormFields } from './rma-form';
import { validateRmaForm } from './rma-form';

const valid: RmaFormFields = {
  warehouse_id: '1',
  lines: JSON.stringify([{ sku: 'MUG-01', quantity: 2 }]),
  tracking_numbers: 'RR123456789CN',
  shipping_method: 'Post',
  order_number: 'SO-1',
};

describe('validateRmaForm (wire field names)', () => {
  it('accepts a complete return', () => {
    expect(validateRmaForm(valid)).toEqual([]);
  });

  it.each([
    [{ warehouse_id: '' }, 'warehouse_id', 'VALIDATION.REQUIRED'],
    [{ lines: '' }, 'lines', 'RMA.NO_PRODUCTS'],
    [{ lines: '{' }, 'lines', 'VALIDATION.LIST_INVALID'],
    [{ lines: '[{"sku":"MUG-01","quantity":"x"}]' }, 'lines.0.quantity', 'VALIDATION.NOT_A_NUMBER'],
    [
      { lines: '[{"sku":"MUG-01","quantity":1},{"sku":"MUG-01","quantity":1}]' },
      'lines.1.sku',
      'VALIDATION.SKU_REPEATED',
    ],
    [{ tracking_numbers: 'RR 1' }, 'tracking_numbers', 'TRACKING.NUMBER_SPACES'],
    [{ shipping_method: 'x'.repeat(101) }, 'shipping_method', 'VALIDATION.TEXT_TOO_LONG'],
    [{ order_number: 'x'.repeat(101) }, 'order_number', 'VALIDATION.TEXT_TOO_LONG'],
  ])('%j is refused on %s with %s', (change, field, code) => {
    const issue = validateRmaForm({ ...valid, ...change }).find((i) => i.field === field);
    expect(issue?.code).toBe(code);
  });

  it('keys issues by wire names only (lines, never the domain products)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (lines, tracking) => {
        for (const issue of validateRmaForm({ ...valid, lines, tracking_numbers: tracking }))
          expect(issue.field).toMatch(
            /^(warehouse_id|lines(\.\d+\.(sku|quantity))?|tracking_numbers|shipping_method|order_number)$/,
          );
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnFormFields } from './asn-form';
import { validateAsnForm, validateOptionalAmount } from './asn-form';

const valid: AsnFormFields = {
  warehouse_id: 1,
  lines: JSON.stringify([{ sku: 'MUG-01', quantity: 10 }]),
  prepacking: 'self',
  delivery_mode: 'dropOff',
  tracking_numbers: '',
  fba: false,
  fba_address: '',
  level: 'standard',
  air_freight: false,
  boxes: '',
  estimated_freight: '',
  estimated_vat: '',
  estimated_arrival: '',
};

const issueOn = (change: Partial<AsnFormFields>, field: string) =>
  validateAsnForm({ ...valid, ...change }).find((i) => i.field === field);

describe('validateAsnForm (wire field names)', () => {
  it('accepts a complete notice', () => {
    expect(validateAsnForm(valid)).toEqual([]);
  });

  it('accepts boxes that hold the lines between them, as the server reads them', () => {
    const box = (quantity: string) => ({
      sku: 'MUG-01',
      quantity,
      weight: '5',
      length: '1',
      width: '1',
      height: '1',
    });
    expect(validateAsnForm({ ...valid, boxes: JSON.stringify([box('6'), box('4')]) })).toEqual([]);
  });

  it.each([
    [{ warehouse_id: '' }, 'warehouse_id', 'VALIDATION.REQUIRED'],
    [{ prepacking: 'nobody' }, 'prepacking', 'VALIDATION.CHOICE_INVALID'],
    [{ level: '' }, 'level', 'VALIDATION.REQUIRED'],
    [{ delivery_mode: 'carrier' }, 'tracking_numbers', 'VALIDATION.REQUIRED'],
    [
      { delivery_mode: 'carrier', tracking_numbers: '追踪1' },
      'tracking_numbers',
      'TRACKING.NUMBER_CHINESE',
    ],
    [{ fba: true }, 'fba_address', 'VALIDATION.REQUIRED'],
    [{ estimated_freight: '1.234' }, 'estimated_freight', 'VALIDATION.DECIMALS'],
    [{ estimated_vat: '-2' }, 'estimated_vat', 'VALIDATION.POSITIVE'],
    [{ estimated_arrival: '2026-13-01' }, 'estimated_arrival', 'VALIDATION.DATE_INVALID'],
    [{ lines: 'not json' }, 'lines', 'VALIDATION.LIST_INVALID'],
    [{ lines: '[]' }, 'lines', 'ASN.NO_PRODUCTS'],
    [{ lines: '[{"sku":"MUG-01","quantity":0}]' }, 'lines.0.quantity', 'VALIDATION.INTEGER_MIN'],
    [
      { lines: '[{"sku":"MUG-01","quantity":1000001}]' },
      'lines.0.quantity',
      'VALIDATION.QUANTITY_TOO_LARGE',
    ],
    [
      { lines: '[{"sku":"MUG-01","quantity":1},{"sku":"MUG-01","quantity":2}]' },
      'lines.1.sku',
      'VALIDATION.SKU_REPEATED',
    ],
    [
      {
        boxes:
          '[{"sku":"MUG-01","quantity":"4","weight":"5","length":"1","width":"1","height":"1"}]',
      },
      'lines.0.quantity',
      'ASN.BOX_QUANTITY_MISMATCH',
    ],
    [
      {
        boxes:
          '[{"sku":"MUG-01","quantity":"0","weight":"5","length":"1","width":"1","height":"1"}]',
      },
      'boxes.0.quantity',
      'VALIDATION.INTEGER_MIN',
    ],
    [
      { boxes: '[{"sku":"MUG-01","weight":"5","length":"1","width":"1","height":"1"}]' },
      'boxes.0.quantity',
      'VALIDATION.REQUIRED',
    ],
    [
      { boxes: '[{"sku":"CUP-02","weight":"5","length":"1","width":"1","height":"1"}]' },
      'boxes.0.sku',
      'VALIDATION.BOX_SKU_NOT_IN_LINES',
    ],
    [
      { boxes: '[{"sku":"MUG-01","weight":"32","length":"1","width":"1","height":"1"}]' },
      'boxes.0.weight',
      'BOX.WEIGHT_MAX',
    ],
  ])('%j is refused on %s with %s', (change, field, code) => {
    expect(issueOn(change, field)?.code).toBe(code);
  });

  it('ignores tracking numbers unless a carrier delivers', () => {
    expect(issueOn({ tracking_numbers: '追踪1' }, 'tracking_numbers')).toBeUndefined();
  });

  it('optional amounts: blank and 0 are none, any positive 2-decimal amount passes', () => {
    expect(validateOptionalAmount('')).toBeUndefined();
    expect(validateOptionalAmount('0')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        expect(validateOptionalAmount((cents / 100).toFixed(2))).toBeUndefined();
      }),
    );
  });

  it('reports each field once, whatever the lines hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom('A', 'B', ''), quantity: fc.integer() }), {
          maxLength: 4,
        }),
        (lines) => {
          const fields = validateAsnForm({ ...valid, lines: JSON.stringify(lines) }).map(
            (i) => i.field,
          );
          expect(new Set(fields).size).toBe(fields.length);
        },
      ),
    );
  });
});

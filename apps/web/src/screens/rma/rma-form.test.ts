import { describe, expect, it } from 'vitest';
import type { RmaFormValues } from './rma-form';
import { rmaDetail } from './rma-test-fixtures';
import { emptyRmaValues, rmaFields, rmaIssues, rmaModeOfType, rmaValuesOf } from './rma-form';

const valid: RmaFormValues = {
  warehouse_id: '1',
  tracking_numbers: '1Z999AA10123456784, JD0001',
  shipping_method: 'UPS',
  order_number: 'SO-1',
  lines: [{ sku: 'MUG-01', quantity: '2' }],
  back_to_shelf: true,
};

const fieldsOf = (values: RmaFormValues) => rmaIssues(values).map((i) => [i.field, i.code]);

describe('rmaIssues', () => {
  it('accepts a complete return', () => {
    expect(rmaIssues(valid)).toEqual([]);
  });

  it.each([
    [{ warehouse_id: '' }, [['warehouse_id', 'VALIDATION.REQUIRED']]],
    [{ lines: [] }, [['lines', 'RMA.NO_PRODUCTS']]],
    [{ tracking_numbers: 'AB 12' }, [['tracking_numbers', 'TRACKING.NUMBER_SPACES']]],
    [{ tracking_numbers: 'OK1,单号' }, [['tracking_numbers', 'TRACKING.NUMBER_CHINESE']]],
    [{ lines: [{ sku: '-X', quantity: '1' }] }, [['lines.0.sku', 'PRODUCT.SKU_LEADING_HYPHEN']]],
    [
      { lines: [{ sku: 'MUG-01', quantity: '0' }] },
      [['lines.0.quantity', 'VALIDATION.INTEGER_MIN']],
    ],
    [
      { lines: [{ sku: 'MUG-01', quantity: '1.5' }] },
      [['lines.0.quantity', 'VALIDATION.INTEGER_MIN']],
    ],
    [
      { lines: [{ sku: '', quantity: '' }] },
      [
        ['lines.0.sku', 'VALIDATION.REQUIRED'],
        ['lines.0.quantity', 'VALIDATION.REQUIRED'],
      ],
    ],
    [{ tracking_numbers: '' }, []],
  ])('with %j reports %j', (overrides, expected) => {
    expect(fieldsOf({ ...valid, ...(overrides as Partial<RmaFormValues>) })).toEqual(expected);
  });
});

describe('rmaFields and rmaValuesOf', () => {
  it('sends the contract fields, lines as JSON and flags as 1/0', () => {
    expect({ ...rmaFields(valid), submit: '1' }).toEqual({
      warehouse_id: '1',
      lines: '[{"sku":"MUG-01","quantity":"2"}]',
      tracking_numbers: '1Z999AA10123456784,JD0001',
      shipping_method: 'UPS',
      order_number: 'SO-1',
      back_to_shelf: '1',
      submit: '1',
    });
    expect(rmaFields({ ...valid, back_to_shelf: false })).toMatchObject({ back_to_shelf: '0' });
  });

  it('reads a saved return back into the values it was saved from', () => {
    const detail = rmaDetail({
      id: 4,
      rma_no: 'RMA00000004',
      tracking_numbers: ['1Z999AA10123456784', 'JD0001'],
    });
    expect(rmaFields(rmaValuesOf(detail))).toEqual(rmaFields(valid));
  });

  it.each([
    ['copy', 'copy'],
    ['edit', 'edit'],
    ['1', 'edit'],
    [undefined, 'edit'],
  ])('edit route type %j opens the form as %s', (type, mode) => {
    expect(rmaModeOfType(type)).toBe(mode);
  });

  it('starts with one empty line, back to shelf, in the given warehouse', () => {
    expect(emptyRmaValues('2')).toMatchObject({
      warehouse_id: '2',
      lines: [{ sku: '', quantity: '' }],
      back_to_shelf: true,
    });
  });
});

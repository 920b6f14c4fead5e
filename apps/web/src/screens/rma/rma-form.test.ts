import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RmaFormValues } from './rma-form';
import { rmaDetail } from './rma-test-fixtures';
import {
  emptyRmaValues,
  rmaFields,
  rmaIssues,
  rmaModeOfType,
  rmaValuesOf,
  splitTrackingNumbers,
} from './rma-form';

const valid: RmaFormValues = {
  warehouseId: '1',
  trackingNumbers: '1Z999AA10123456784, JD0001',
  shippingMethod: 'UPS',
  orderNumber: 'SO-1',
  lines: [{ sku: 'MUG-01', quantity: '2' }],
  backToShelf: true,
};

const fieldsOf = (values: RmaFormValues) => rmaIssues(values).map((i) => [i.field, i.code]);

describe('rmaIssues', () => {
  it('accepts a complete return', () => {
    expect(rmaIssues(valid)).toEqual([]);
  });

  it.each([
    [{ warehouseId: '' }, [['warehouseId', 'VALIDATION.REQUIRED']]],
    [{ lines: [] }, [['products', 'RMA.NO_PRODUCTS']]],
    [{ trackingNumbers: 'AB 12' }, [['trackingNumbers', 'TRACKING.NUMBER_SPACES']]],
    [{ trackingNumbers: 'OK1,单号' }, [['trackingNumbers', 'TRACKING.NUMBER_CHINESE']]],
    [{ lines: [{ sku: '-X', quantity: '1' }] }, [['products.0.sku', 'PRODUCT.SKU_LEADING_HYPHEN']]],
    [
      { lines: [{ sku: 'MUG-01', quantity: '0' }] },
      [['products.0.quantity', 'VALIDATION.INTEGER_MIN']],
    ],
    [
      { lines: [{ sku: 'MUG-01', quantity: '1.5' }] },
      [['products.0.quantity', 'VALIDATION.INTEGER_MIN']],
    ],
    [
      { lines: [{ sku: '', quantity: '' }] },
      [
        ['products.0.sku', 'VALIDATION.REQUIRED'],
        ['products.0.quantity', 'VALIDATION.REQUIRED'],
      ],
    ],
    [{ trackingNumbers: '' }, []],
  ])('with %j reports %j', (overrides, expected) => {
    expect(fieldsOf({ ...valid, ...(overrides as Partial<RmaFormValues>) })).toEqual(expected);
  });
});

describe('rmaFields and rmaValuesOf', () => {
  it('sends the contract fields, lines as JSON and flags as 1/0', () => {
    expect(rmaFields(valid, true)).toEqual({
      warehouse_id: '1',
      lines: '[{"sku":"MUG-01","quantity":"2"}]',
      tracking_numbers: '1Z999AA10123456784,JD0001',
      shipping_method: 'UPS',
      order_number: 'SO-1',
      back_to_shelf: '1',
      submit: '1',
    });
    expect(rmaFields({ ...valid, backToShelf: false }, false)).toMatchObject({
      back_to_shelf: '0',
      submit: '0',
    });
  });

  it('reads a saved return back into the values it was saved from', () => {
    const detail = rmaDetail({
      id: 4,
      rma_no: 'RMA00000004',
      tracking_numbers: ['1Z999AA10123456784', 'JD0001'],
    });
    expect(rmaFields(rmaValuesOf(detail), false)).toEqual(rmaFields(valid, false));
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
      warehouseId: '2',
      lines: [{ sku: '', quantity: '' }],
      backToShelf: true,
    });
  });
});

describe('splitTrackingNumbers', () => {
  it('splits on commas and new lines as the server does, dropping blanks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), { maxLength: 8 }),
        fc.array(fc.constantFrom(',', ', ', '\n', ' ,\n '), { minLength: 1, maxLength: 3 }),
        (numbers, separators) => {
          const text = numbers
            .map((n, i) => `${n}${separators[i % separators.length] ?? ','}`)
            .join('');
          expect(splitTrackingNumbers(text)).toEqual(numbers);
        },
      ),
    );
  });
});

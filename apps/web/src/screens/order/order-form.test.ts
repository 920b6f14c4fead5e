import fc from 'fast-check';
import { ORDER_FORM_FIELD_KINDS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_LINE,
  emptyOrderValues,
  isBlankLine,
  orderDraftIssues,
  orderFields,
  orderFormInput,
  orderIssues,
  orderValuesOf,
} from './order-form';
import { PROCESSING_ORDER, VALID_ORDER } from './order-test-kit';

const fieldsOf = (issues: readonly { field: string }[]) => issues.map((issue) => issue.field);

describe('orderIssues (the domain order rules by wire name)', () => {
  it('accepts a complete order', () => {
    expect(orderIssues(VALID_ORDER)).toEqual([]);
  });

  it.each([
    [{ warehouse_id: '' }, 'warehouse_id', 'VALIDATION.REQUIRED'],
    [{ shipping_method: 'NOPE' }, 'shipping_method', 'ORDER.CHANNEL_UNKNOWN'],
    [{ first_name: 'Mr' }, 'first_name', 'ORDER.RECIPIENT_NAME_TITLE'],
    // separators are normalised before the length check: too short, not "digits only"
    [{ phone: '212-555' }, 'phone', 'ORDER.PHONE_FORMAT'],
    [{ phone: '212x5550123' }, 'phone', 'ORDER.PHONE_DIGITS'],
    [{ postcode: '' }, 'postcode', 'VALIDATION.REQUIRED'],
    [{ email: 'ada@' }, 'email', 'ORDER.EMAIL_FORMAT'],
    [{ address_line1: 'abc' }, 'address_line1', 'ORDER.ADDRESS_LENGTH'],
    [{ currency: 'EUR' }, 'currency', 'ORDER.DECLARED_CURRENCY_MISMATCH'],
    [{ insured_value: '20' }, 'insurance_agreement', 'ORDER.INSURANCE_AGREEMENT_REQUIRED'],
  ] as const)('%o is refused on %s with %s', (patch, field, code) => {
    const issue = orderIssues({ ...VALID_ORDER, ...patch }).find((i) => i.field === field);
    expect(issue?.code).toBe(code);
  });

  it('accepts a phone written with separators and an international prefix', () => {
    expect(orderIssues({ ...VALID_ORDER, phone: '+1 (212) 555-0123' })).toEqual([]);
  });

  it.each([
    [{ quantity: '0' }, 'lines.0.quantity', 'ORDER.QUANTITY_RANGE'],
    [{ declared_value: '1000' }, 'lines.0.declared_value', 'ORDER.DECLARED_VALUE_ABOVE_MAX'],
    [{ name: '' }, 'lines.0.name', 'VALIDATION.REQUIRED'],
  ] as const)('a line with %o is refused on %s with %s', (patch, field, code) => {
    const line = { ...VALID_ORDER.lines[0]!, ...patch };
    const issue = orderIssues({ ...VALID_ORDER, lines: [line] }).find((i) => i.field === field);
    expect(issue?.code).toBe(code);
  });

  it('an order without products is refused on lines', () => {
    expect(fieldsOf(orderIssues({ ...VALID_ORDER, lines: [] }))).toContain('lines');
  });
});

describe('orderDraftIssues', () => {
  const draft = { ...emptyOrderValues(), warehouse_id: '1', lines: [] };

  it('a draft needs its warehouse, not a recipient or a channel', () => {
    expect(fieldsOf(orderDraftIssues({ ...draft, warehouse_id: '' }))).toEqual(['warehouse_id']);
    expect(orderDraftIssues(draft)).toEqual([]);
  });

  it.each([
    [{ sku: '', quantity: '1' }, 'lines.0.sku'],
    [{ sku: 'MUG-01', quantity: '1.5' }, 'lines.0.quantity'],
  ])('a draft line %o is refused on %s (it would corrupt the record)', (patch, field) => {
    const line = { ...EMPTY_ORDER_LINE, ...patch };
    expect(fieldsOf(orderDraftIssues({ ...draft, lines: [line] }))).toContain(field);
  });

  it.each([
    [EMPTY_ORDER_LINE, true],
    [{ ...EMPTY_ORDER_LINE, quantity: '3' }, true],
    [{ ...EMPTY_ORDER_LINE, name: 'Mug' }, false],
    [{ ...EMPTY_ORDER_LINE, sku: 'MUG-01' }, false],
  ])('%o is a blank line: %s', (line, blank) => {
    expect(isBlankLine(line)).toBe(blank);
  });
});

describe('orderFields (the contract payload)', () => {
  it('sends text trimmed, flags as 1/0, the country upper-case and lists as JSON', () => {
    const fields = orderFields({
      ...VALID_ORDER,
      city: '  New York ',
      country: 'us',
      signature: true,
      services: ['LABEL'],
      packing_materials: [
        { sku: 'BOX-S', quantity: '1' },
        { sku: '', quantity: '' },
      ],
    });
    expect(fields).toMatchObject({
      warehouse_id: '1',
      city: 'New York',
      country: 'US',
      signature: '1',
      battery: '0',
      insurance_agreement: '0',
      services: '[{"code":"LABEL","quantity":1}]',
      packing_materials: '[{"sku":"BOX-S","quantity":"1"}]',
    });
    expect(JSON.parse(fields['lines'] as string)).toEqual([
      {
        sku: 'MUG-01',
        quantity: '2',
        declared_value: '12.50',
        name: 'Mug',
        description: 'Ceramic mug',
      },
    ]);
  });

  it.each([
    ['+49 30 1234567', 'DE', '+49301234567'],
    ['0049 (30) 123-4567', 'DE', '+49301234567'],
    ['030 / 123 45 67', 'DE', '0301234567'],
    ['+1 (212) 555-0123', 'US', '+12125550123'],
    ['212.555.0123', 'US', '2125550123'],
  ])(
    'sends the pasted phone %j as digits, and the rules take it for %s',
    (phone, country, sent) => {
      const values = { ...VALID_ORDER, phone, country, state: country === 'US' ? 'NY' : '' };
      expect(orderFields(values)['phone']).toBe(sent);
      expect(fieldsOf(orderIssues(values))).not.toContain('phone');
    },
  );

  it('property: the phone travels as its digits (and a leading +), whatever sits between them', () => {
    const separator = fc.constantFrom(' ', '-', '.', '/', '(', ')', '');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: 1,
          maxLength: 15,
        }),
        fc.boolean(),
        (parts, international) => {
          const digits = parts.map(([digit]) => String(digit)).join('');
          const typed = `${international ? '+' : ''}${parts.map(([d, s]) => `${d}${s}`).join('')}`;
          expect(orderFields({ ...VALID_ORDER, phone: typed })['phone']).toBe(
            international || !digits.startsWith('00')
              ? `${international ? '+' : ''}${digits}`
              : `+${digits.slice(2)}`,
          );
        },
      ),
    );
  });

  it('property: the lines travel as the trimmed lines typed, in their order', () => {
    const text = fc.string({ maxLength: 12 });
    const line = fc.record({
      sku: text,
      quantity: text,
      declared_value: text,
      name: text,
      description: text,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const sent = JSON.parse(
          orderFields({ ...VALID_ORDER, lines })['lines'] as string,
        ) as unknown;
        expect(sent).toEqual(
          lines.map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, v.trim()]))),
        );
      }),
    );
  });
});

describe('orderValuesOf (a saved order back into the form)', () => {
  it('holds what the order holds, so saving it again sends the same order', () => {
    const values = orderValuesOf(PROCESSING_ORDER);
    expect(values).toMatchObject({
      warehouse_id: '1',
      shipping_method: 'US-STD',
      first_name: 'Ada',
      postcode: '10001',
      signature: true,
      return_if_undeliverable: true,
      remark: 'Fragile',
      services: ['LABEL'],
    });
    expect(values.lines).toEqual([
      {
        sku: 'MUG-01',
        quantity: '2',
        declared_value: '12.50',
        name: 'Mug',
        description: 'Ceramic mug',
      },
    ]);
    expect(orderIssues(values)).toEqual([]);
  });

  it('an order saved without lines comes back with one empty line to fill', () => {
    expect(orderValuesOf({ ...PROCESSING_ORDER, lines: [] }).lines).toHaveLength(1);
  });
});

describe('orderFormInput (the domain field table)', () => {
  it('carries every field of the table, the five order flags too, as the domain reads them', () => {
    const input = orderFormInput({ ...VALID_ORDER, signature: true, battery: true });
    expect(Object.keys(input).sort()).toEqual(Object.keys(ORDER_FORM_FIELD_KINDS).sort());
    expect(input.signature).toBe(true);
    expect(input.battery).toBe(true);
    expect(input.duty_prepaid).toBe(false);
  });

  it('starts a new order with every table field', () => {
    const empty = emptyOrderValues();
    expect(Object.keys(empty).sort()).toEqual(Object.keys(ORDER_FORM_FIELD_KINDS).sort());
  });
});

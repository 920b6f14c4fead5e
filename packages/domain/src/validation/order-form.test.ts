import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderFormFields } from './order-form';
import {
  ORDER_FORM_FIELD_KINDS,
  orderFieldsOfKind,
  orderWireField,
  validateOrderForm,
} from './order-form';

/** A complete US order as the form sends it. */
const validOrderForm: OrderFormFields = {
  warehouse_id: '1',
  order_type: 'standard',
  reference_no: 'REF-1',
  platform_order_no: '',
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  company: '',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  address_line2: '',
  house_number: '',
  id_number: '',
  company_code: '',
  passport_number: '',
  tax_id: '',
  ioss: '',
  eori: '',
  customs_record_no: '',
  signature: false,
  separate_customs: false,
  duty_prepaid: false,
  battery: false,
  return_if_undeliverable: false,
  cod_amount: '',
  pay_by: 'recipient',
  insured_value: '',
  insurance_agreement: false,
  remote_surcharge_confirmation: '',
  sales_link: '',
  remark: '',
  lines: JSON.stringify([
    { sku: 'MUG-1', quantity: 2, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  services: '',
  packing_materials: '',
};

const fieldsOf = (patch: Partial<OrderFormFields>, complete = true) =>
  validateOrderForm({ ...validOrderForm, ...patch }, { complete }).map((i) => [i.field, i.code]);

describe('ORDER_FORM_FIELD_KINDS', () => {
  it('has the fields the sample form has, one kind each', () => {
    expect(Object.keys(ORDER_FORM_FIELD_KINDS).sort()).toEqual(Object.keys(validOrderForm).sort());
  });

  it.each([
    [
      'flag',
      [
        'signature',
        'separate_customs',
        'duty_prepaid',
        'battery',
        'return_if_undeliverable',
        'insurance_agreement',
      ],
    ],
    ['list', ['lines', 'services', 'packing_materials']],
    ['choice', ['order_type', 'pay_by']],
    ['id', ['warehouse_id']],
  ] as const)('%s fields', (kind, fields) => {
    expect(orderFieldsOfKind(kind)).toEqual(fields);
  });

  it('splits every field into exactly one kind', () => {
    const kinds = ['id', 'choice', 'text', 'flag', 'list'] as const;
    expect(kinds.flatMap((kind) => orderFieldsOfKind(kind)).sort()).toEqual(
      Object.keys(ORDER_FORM_FIELD_KINDS).sort(),
    );
  });
});

describe('validateOrderForm', () => {
  it('accepts a complete order, as a draft and as pending submit', () => {
    expect(validateOrderForm(validOrderForm, { complete: true })).toEqual([]);
    expect(validateOrderForm(validOrderForm, { complete: false })).toEqual([]);
  });

  it.each<[string, Partial<OrderFormFields>, string, string]>([
    ['lines not JSON', { lines: '[{' }, 'lines', 'VALIDATION.LIST_INVALID'],
    ['services not a list', { services: '{}' }, 'services', 'VALIDATION.LIST_INVALID'],
    ['bad order type', { order_type: 'air' }, 'order_type', 'VALIDATION.CHOICE_INVALID'],
    ['bad pay by', { pay_by: 'nobody' }, 'pay_by', 'VALIDATION.CHOICE_INVALID'],
    [
      'reference too long',
      { reference_no: 'R'.repeat(51) },
      'reference_no',
      'VALIDATION.TEXT_TOO_LONG',
    ],
    ['remark too long', { remark: 'x'.repeat(201) }, 'remark', 'VALIDATION.TEXT_TOO_LONG'],
    [
      'repeated SKU',
      {
        lines: JSON.stringify([
          { sku: 'A', quantity: 1 },
          { sku: 'A', quantity: 1 },
        ]),
      },
      'lines.1.sku',
      'VALIDATION.SKU_REPEATED',
    ],
    [
      'line quantity 1000',
      { lines: JSON.stringify([{ sku: 'A', quantity: 1000 }]) },
      'lines.0.quantity',
      'ORDER.QUANTITY_RANGE',
    ],
    [
      'service without code',
      { services: JSON.stringify([{ quantity: 1 }]) },
      'services.0.code',
      'VALIDATION.REQUIRED',
    ],
    [
      'packing material quantity 0',
      { packing_materials: JSON.stringify([{ sku: 'BOX', quantity: 0 }]) },
      'packing_materials.0.quantity',
      'ORDER.QUANTITY_RANGE',
    ],
  ])('refuses %s even in a draft', (_name, patch, field, code) => {
    expect(fieldsOf(patch, false)).toContainEqual([field, code]);
    expect(fieldsOf(patch, true)).toContainEqual([field, code]);
  });

  it.each<[string, Partial<OrderFormFields>, string, string]>([
    ['no channel', { shipping_method: '' }, 'shipping_method', 'VALIDATION.REQUIRED'],
    ['unknown channel', { shipping_method: 'XX' }, 'shipping_method', 'ORDER.CHANNEL_UNKNOWN'],
    ['a title in the name', { first_name: 'Mr' }, 'first_name', 'ORDER.RECIPIENT_NAME_TITLE'],
    ['letters in the phone', { phone: '21255x0123' }, 'phone', 'ORDER.PHONE_DIGITS'],
    ['short address', { address_line1: 'abc' }, 'address_line1', 'ORDER.ADDRESS_LENGTH'],
    ['no product', { lines: '[]' }, 'lines', 'ORDER.NO_PRODUCTS'],
    [
      'declared value above the channel max',
      {
        lines: JSON.stringify([
          { sku: 'A', quantity: 1, declared_value: '750', name: 'Mug', description: 'Mug' },
        ]),
      },
      'lines.0.declared_value',
      'ORDER.DECLARED_VALUE_ABOVE_MAX',
    ],
    [
      'insurance without the agreement',
      { insured_value: '10' },
      'insurance_agreement',
      'ORDER.INSURANCE_AGREEMENT_REQUIRED',
    ],
  ])('refuses %s only when complete', (_name, patch, field, code) => {
    expect(fieldsOf(patch, true)).toContainEqual([field, code]);
    expect(fieldsOf(patch, false).map(([f]) => f)).not.toContain(field);
  });

  it.each([
    ['recipient.firstName', 'first_name'],
    ['recipient.addressLine1', 'address_line1'],
    ['recipient.postcode', 'postcode'],
    ['products', 'lines'],
    ['products.3.declaredValue', 'lines.3.declared_value'],
    ['products.0.quantity', 'lines.0.quantity'],
    ['insuranceAgreementAccepted', 'insurance_agreement'],
    ['currency', 'currency'],
  ])('names %s on the wire as %s', (domain, wire) => {
    expect(orderWireField(domain)).toBe(wire);
  });

  it('answers at most one issue per field, every field a wire name, whatever is typed', () => {
    const wire = new Set([...Object.keys(validOrderForm)]);
    fc.assert(
      fc.property(
        fc.record({
          first_name: fc.string(),
          phone: fc.string(),
          postcode: fc.string(),
          lines: fc.oneof(fc.string(), fc.constant(validOrderForm.lines)),
          insured_value: fc.string(),
          country: fc.constantFrom('US', 'DE', 'GB', 'JP', ''),
        }),
        fc.boolean(),
        (patch, complete) => {
          const issues = validateOrderForm({ ...validOrderForm, ...patch }, { complete });
          const fields = issues.map((issue) => issue.field);
          expect(new Set(fields).size).toBe(fields.length);
          for (const field of fields) expect(wire.has(field.split('.')[0] ?? '')).toBe(true);
        },
      ),
    );
  });

  it('a draft never refuses more than the complete form', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first_name, reference_no) => {
        const form = { ...validOrderForm, first_name, reference_no };
        const draft = validateOrderForm(form, { complete: false }).map((i) => i.field);
        const full = validateOrderForm(form, { complete: true }).map((i) => i.field);
        for (const field of draft) expect(full).toContain(field);
      }),
    );
  });
});

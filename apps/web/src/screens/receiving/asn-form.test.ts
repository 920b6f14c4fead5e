import type { AsnDetail } from '@portal/contract';
import type { FormFields } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { notImplemented } from '../../test/fakes';
import type { FormModel } from '../../kit/form-model';
import type { AsnFormValues } from './asn-form';
import { asnFields, asnValuesOf, AsnFormModel, EMPTY_ASN_LINE } from './asn-form';
import { asnRow } from './asn-test-kit';

/** A strict gateway: only what a test gives answers; everything else throws. */
function fakeGateway(parts: Partial<AsnGateway> = {}) {
  const gateway: AsnGateway = {
    list: notImplemented('AsnGateway.list'),
    detail: notImplemented('AsnGateway.detail'),
    create: notImplemented('AsnGateway.create'),
    edit: notImplemented('AsnGateway.edit'),
    act: notImplemented('AsnGateway.act'),
    activeProducts: async () => ({ list: [], total: 0, page: 1, page_size: 100 }),
    ...parts,
  };
  return { gateway };
}

/** A valid drop-off form: warehouse 3, one line of MUG-01 x 10, one 12 kg box holding the 10. */
function validForm(gateway = fakeGateway().gateway) {
  const model = new AsnFormModel(gateway);
  const { form } = model;
  form.set('warehouse_id', '3');
  form.setItem('lines', 0, { sku: 'MUG-01', quantity: '10' });
  model.addBox();
  form.setItem('boxes', 0, {
    quantity: '10',
    weight: '12',
    length: '40',
    width: '30',
    height: '30',
  });
  return { model, form };
}

const codeOf = (form: FormModel<AsnFormValues>, field: string) =>
  form.issues.find((issue) => issue.field === field)?.code;

describe('AsnFormModel rules as the form applies them', () => {
  it('a valid form has no errors and its first box takes the only SKU', () => {
    const { form } = validForm();
    expect(form.issues).toEqual([]);
    expect(form.values.boxes[0]!.sku).toBe('MUG-01');
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['0', 'VALIDATION.INTEGER_MIN'],
    ['2.5', 'VALIDATION.INTEGER_MIN'],
    ['abc', 'VALIDATION.NOT_A_NUMBER'],
    ['10', undefined],
    ['7', 'ASN.BOX_QUANTITY_MISMATCH'],
  ])('line quantity %j -> %s (its one box holds 10)', (quantity, code) => {
    const { form } = validForm();
    form.setItem('lines', 0, { quantity });
    expect(codeOf(form, 'lines.0.quantity')).toBe(code);
  });

  it.each([
    [['MUG-01', 'MUG-01'], 'VALIDATION.SKU_REPEATED'],
    [['MUG-01', 'CUP-02'], undefined],
    [['MUG-01', ''], 'VALIDATION.REQUIRED'],
    [['MUG-01', '-BAD'], 'PRODUCT.SKU_LEADING_HYPHEN'],
  ])('second line SKU of %j -> %s (each SKU once)', (skus, code) => {
    const { form } = validForm();
    form.addItem('lines', { sku: skus[1]!, quantity: '1' });
    expect(codeOf(form, 'lines.1.sku')).toBe(code);
  });

  it('no product line at all is refused on the lines', () => {
    const { form } = validForm();
    form.removeItem('lines', 0);
    expect(codeOf(form, 'lines')).toBe('ASN.NO_PRODUCTS');
  });

  it.each([
    ['31', false, undefined],
    ['31.01', false, 'BOX.WEIGHT_MAX'],
    ['9.99', true, 'BOX.AIR_WEIGHT_MIN'],
    ['10', true, undefined],
    ['5', false, undefined],
    ['0', false, 'VALIDATION.POSITIVE'],
    ['1.234', false, 'VALIDATION.DECIMALS'],
  ])('box weight %s kg with air freight %s -> %s', (weight, air, code) => {
    const { model, form } = validForm();
    model.setAirFreight(air);
    form.setItem('boxes', 0, { weight });
    expect(codeOf(form, 'boxes.0.weight')).toBe(code);
  });

  it.each([
    ['length', '0', 'VALIDATION.POSITIVE'],
    ['width', '', 'VALIDATION.REQUIRED'],
    ['height', '12.5', undefined],
  ] as const)('box %s %j -> %s', (field, value, code) => {
    const { form } = validForm();
    form.setItem('boxes', 0, { [field]: value });
    expect(codeOf(form, `boxes.0.${field}`)).toBe(code);
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['CUP-02', 'VALIDATION.BOX_SKU_NOT_IN_LINES'],
    ['MUG-01', undefined],
  ])('box SKU %j -> %s (a box holds one SKU of the lines)', (sku, code) => {
    const { form } = validForm();
    form.setItem('boxes', 0, { sku });
    expect(codeOf(form, 'boxes.0.sku')).toBe(code);
  });

  it.each([
    ['dropOff', '', undefined],
    ['carrier', '', 'VALIDATION.REQUIRED'],
    ['carrier', ' , ', 'VALIDATION.REQUIRED'],
    ['carrier', '1Z999,JD0001', undefined],
    ['carrier', '1Z999,单号1', 'TRACKING.NUMBER_CHINESE'],
  ] as const)('delivery %s with tracking %j -> %s', (mode, tracking, code) => {
    const { form } = validForm();
    form.set('delivery_mode', mode);
    form.set('tracking_numbers', tracking);
    expect(codeOf(form, 'tracking_numbers')).toBe(code);
  });

  it.each([
    [false, '', undefined],
    [true, '', 'VALIDATION.REQUIRED'],
    [true, 'FBA ONT8, San Bernardino', undefined],
  ])('FBA %s with address %j -> %s', (fba, address, code) => {
    const { form } = validForm();
    form.set('fba', fba);
    form.set('fba_address', address);
    expect(codeOf(form, 'fba_address')).toBe(code);
  });

  it.each([
    ['', undefined],
    ['0', undefined],
    ['120.50', undefined],
    ['-1', 'VALIDATION.POSITIVE'],
    ['1.005', 'VALIDATION.DECIMALS'],
  ])('estimated freight %j -> %s', (freight, code) => {
    const { form } = validForm();
    form.set('estimated_freight', freight);
    expect(codeOf(form, 'estimated_freight')).toBe(code);
  });

  it('an error stays with its line when an earlier line is removed', () => {
    const { form } = validForm();
    form.addItem('lines', EMPTY_ASN_LINE);
    form.setItem('lines', 1, { sku: 'CUP-02', quantity: 'x' });
    form.removeItem('lines', 0);
    expect(form.errors['lines.0.quantity']?.code).toBe('VALIDATION.NOT_A_NUMBER');
    expect(form.errors['lines.1.quantity']).toBeUndefined();
  });

  it('shows an error only once its field was touched, and all after a submit', async () => {
    const model = new AsnFormModel(fakeGateway().gateway);
    const { form } = model;
    expect(form.errors).toEqual({});
    form.set('warehouse_id', '');
    expect(Object.keys(form.errors)).toEqual(['warehouse_id']);
    expect(await model.save(true)).toBeUndefined();
    expect(Object.keys(form.errors)).toEqual(
      expect.arrayContaining(['warehouse_id', 'lines.0.sku']),
    );
  });
});

describe("AsnFormModel: the lines are their boxes' sums (issue 10, item 11)", () => {
  it.each([
    [['10'], undefined],
    [['6', '4'], undefined],
    [['6'], 'ASN.BOX_QUANTITY_MISMATCH'],
    [['6', '5'], 'ASN.BOX_QUANTITY_MISMATCH'],
  ])('boxes holding %j of a line of 10 -> %s', (counts, code) => {
    const { model, form } = validForm();
    form.setItem('boxes', 0, { quantity: counts[0] });
    for (const quantity of counts.slice(1)) {
      model.addBox();
      form.setItem('boxes', form.values.boxes.length - 1, {
        quantity,
        weight: '5',
        length: '1',
        width: '1',
        height: '1',
      });
    }
    expect(codeOf(form, 'lines.0.quantity')).toBe(code);
  });

  it('a box without its quantity is refused on that box', () => {
    const { form } = validForm();
    form.setItem('boxes', 0, { quantity: '' });
    expect(codeOf(form, 'boxes.0.quantity')).toBe('VALIDATION.REQUIRED');
  });
});

describe('AsnFormModel payload', () => {
  it('is the contract shape: lines and boxes as JSON text, flags as 1/0', () => {
    const { form } = validForm();
    form.set('delivery_mode', 'carrier');
    form.set('tracking_numbers', ' 1Z999 , JD0001\nSF1 ');
    form.set('unloading', true);
    form.set('level', 'priority');
    form.set('prepacking', 'self');
    form.set('estimated_arrival', '2026-12-01');
    expect(form.payload).toEqual({
      warehouse_id: '3',
      lines: '[{"sku":"MUG-01","quantity":"10"}]',
      prepacking: 'self',
      delivery_mode: 'carrier',
      tracking_numbers: '1Z999,JD0001,SF1',
      fba: '0',
      fba_address: '',
      level: 'priority',
      unloading: '1',
      air_freight: '0',
      boxes:
        '[{"sku":"MUG-01","quantity":"10","weight":"12","length":"40","width":"30","height":"30"}]',
      estimated_freight: '',
      estimated_vat: '',
      estimated_arrival: '2026-12-01',
    });
  });

  it('drops tracking numbers for a drop-off and the FBA address without FBA', () => {
    const { form } = validForm();
    form.set('tracking_numbers', 'KEPT-IN-FORM');
    form.set('fba_address', 'somewhere');
    expect(form.payload['tracking_numbers']).toBe('');
    expect(form.payload['fba_address']).toBe('');
  });

  it('creates with submit=1 for save-and-submit and keeps everything typed when refused', async () => {
    const sent: FormFields[] = [];
    const { gateway } = fakeGateway({
      create: async (fields) => {
        sent.push(fields);
        throw new Error('400');
      },
    });
    const { model, form } = validForm(gateway);
    expect(await model.save(true)).toBeUndefined();
    expect(sent[0]).toMatchObject({ submit: '1', warehouse_id: '3' });
    expect(form.values.lines[0]!.sku).toBe('MUG-01');
    expect(form.saving).toBeUndefined();
  });

  it('edits a loaded draft through the edit endpoint', async () => {
    const edits: { id: number; fields: FormFields }[] = [];
    const { gateway } = fakeGateway({
      detail: async () => DRAFT,
      edit: async (id, fields) => {
        edits.push({ id, fields });
        return { id, asn_no: DRAFT.asn_no, status: 'draft' };
      },
    });
    const model = new AsnFormModel(gateway);
    await model.load(DRAFT.id);
    expect(model.form.editable).toBe(true);
    expect(await model.save(false)).toEqual({ id: 7, asn_no: 'ASN00000007', status: 'draft' });
    expect(edits[0]).toMatchObject({ id: 7, fields: { submit: '0', estimated_freight: '120.00' } });
  });

  it('refuses to edit a notice that is no longer a draft', async () => {
    const { gateway } = fakeGateway({
      detail: async () => ({ ...DRAFT, status: 'pending_approval' }),
    });
    const model = new AsnFormModel(gateway);
    await model.load(DRAFT.id);
    expect(model.form.editable).toBe(false);
    expect(await model.save(false)).toBeUndefined();
  });
});

const DRAFT: AsnDetail = {
  ...asnRow(7, 'draft', ['edit', 'submit', 'delete']),
  prepacking: 'provider',
  tracking_numbers: [],
  fba: false,
  fba_address: '',
  unloading: false,
  air_freight: false,
  estimated_freight: { amount: 12000, currency: 'CNY' },
  estimated_vat: { amount: 0, currency: 'CNY' },
  insurance: { amount: 90, currency: 'CNY' },
  reject_reason: '',
  lines: [
    {
      id: 1,
      product_id: 4,
      sku: 'MUG-01',
      quantity: 10,
      received: 0,
      qualified: 0,
      unqualified: 0,
    },
  ],
  boxes: [
    {
      box_no: 1,
      sku: 'MUG-01',
      quantity: 10,
      weight_kg: '12.00',
      length_cm: '40.00',
      width_cm: '30.00',
      height_cm: '30.00',
    },
  ],
};

const sku = fc.stringMatching(/^[A-Z0-9_][A-Z0-9_-]{0,11}$/);
const decimal = fc
  .tuple(fc.integer({ min: 1, max: 3100 }))
  .map(([hundredths]) => (hundredths / 100).toFixed(2));

describe('AsnFormModel payload property', () => {
  it('round-trips the lines and boxes: JSON text in the payload, the same form when loaded back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(sku, fc.integer({ min: 1, max: 99999 })), {
          minLength: 1,
          maxLength: 6,
          selector: ([s]) => s,
        }),
        fc.array(
          fc.tuple(fc.nat(), decimal, decimal, decimal, decimal, fc.integer({ min: 1, max: 999 })),
          { maxLength: 6 },
        ),
        (lines, boxes) => {
          const model = new AsnFormModel(fakeGateway().gateway);
          const { form } = model;
          form.removeItem('lines', 0);
          for (const [lineSku, quantity] of lines)
            form.addItem('lines', { sku: lineSku, quantity: String(quantity) });
          for (const [pick, weight, length, width, height, count] of boxes) {
            model.addBox();
            const at = form.values.boxes.length - 1;
            const boxSku = lines[pick % lines.length]![0];
            const quantity = String(count);
            form.setItem('boxes', at, { sku: boxSku, quantity, weight, length, width, height });
          }
          const payload = form.payload;
          const sentLines = JSON.parse(payload['lines'] as string) as {
            sku: string;
            quantity: string;
          }[];
          const sentBoxes = JSON.parse(payload['boxes'] as string) as Record<string, string>[];
          expect(sentLines).toEqual(lines.map(([s, q]) => ({ sku: s, quantity: String(q) })));
          expect(sentBoxes.map((b) => b['sku'])).toEqual(
            boxes.map(([pick]) => lines[pick % lines.length]![0]),
          );
          // the server stores what was sent; a form filled from it sends the same again
          const reloaded = asnFields(
            asnValuesOf({
              ...DRAFT,
              lines: sentLines.map((line, index) => ({
                ...DRAFT.lines[0]!,
                id: index + 1,
                sku: line.sku,
                quantity: Number(line.quantity),
              })),
              boxes: sentBoxes.map((box, index) => ({
                box_no: index + 1,
                sku: box['sku']!,
                quantity: Number(box['quantity']),
                weight_kg: box['weight']!,
                length_cm: box['length']!,
                width_cm: box['width']!,
                height_cm: box['height']!,
              })),
            }),
          );
          expect(reloaded['lines']).toBe(payload['lines']);
          expect(reloaded['boxes']).toBe(payload['boxes']);
        },
      ),
    );
  });
});

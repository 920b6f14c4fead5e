import type { AsnDetail } from '@portal/contract';
import type { FormFields } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnGateway } from '../../gateways/asn-gateway';
import { notImplemented } from '../../test/fakes';
import { AsnFormModel, boxFieldName, lineFieldName, splitTrackingNumbers } from './asn-form';
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

/** A valid drop-off form: warehouse 3, one line of MUG-01 x 10, one 12 kg box of it. */
function validForm(gateway = fakeGateway().gateway) {
  const form = new AsnFormModel(gateway);
  form.setText('warehouseId', '3');
  const line = form.lines[0]!.key;
  form.setLine(line, 'sku', 'MUG-01');
  form.setLine(line, 'quantity', '10');
  form.addBox();
  const box = form.boxes[0]!.key;
  form.setBox(box, 'weight', '12');
  form.setBox(box, 'length', '40');
  form.setBox(box, 'width', '30');
  form.setBox(box, 'height', '30');
  return { form, line, box };
}

const codeOf = (form: AsnFormModel, field: string) =>
  form.errors.find((issue) => issue.field === field)?.code;

describe('AsnFormModel rules as the form applies them', () => {
  it('a valid form has no errors and its first box takes the only SKU', () => {
    const { form } = validForm();
    expect(form.errors).toEqual([]);
    expect(form.boxes[0]!.sku).toBe('MUG-01');
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['0', 'VALIDATION.INTEGER_MIN'],
    ['2.5', 'VALIDATION.INTEGER_MIN'],
    ['abc', 'VALIDATION.NOT_A_NUMBER'],
    ['7', undefined],
  ])('line quantity %j -> %s', (quantity, code) => {
    const { form, line } = validForm();
    form.setLine(line, 'quantity', quantity);
    expect(codeOf(form, lineFieldName(line, 'quantity'))).toBe(code);
  });

  it.each([
    [['MUG-01', 'MUG-01'], 'SERVER.SKU_REPEATED'],
    [['MUG-01', 'CUP-02'], undefined],
    [['MUG-01', ''], 'VALIDATION.REQUIRED'],
    [['MUG-01', '-BAD'], 'PRODUCT.SKU_LEADING_HYPHEN'],
  ])('second line SKU of %j -> %s (each SKU once)', (skus, code) => {
    const { form } = validForm();
    form.addLine();
    const second = form.lines[1]!.key;
    form.setLine(second, 'sku', skus[1]!);
    form.setLine(second, 'quantity', '1');
    expect(codeOf(form, lineFieldName(second, 'sku'))).toBe(code);
  });

  it('no product line at all is refused on the lines', () => {
    const { form, line } = validForm();
    form.removeLine(line);
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
    const { form, box } = validForm();
    form.setFlag('airFreight', air);
    form.setBox(box, 'weight', weight);
    expect(codeOf(form, boxFieldName(box, 'weight'))).toBe(code);
  });

  it.each([
    ['length', '0', 'VALIDATION.POSITIVE'],
    ['width', '', 'VALIDATION.REQUIRED'],
    ['height', '12.5', undefined],
  ] as const)('box %s %j -> %s', (field, value, code) => {
    const { form, box } = validForm();
    form.setBox(box, field, value);
    expect(codeOf(form, boxFieldName(box, field))).toBe(code);
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['CUP-02', 'SERVER.BOX_SKU_NOT_IN_LINES'],
    ['MUG-01', undefined],
  ])('box SKU %j -> %s (a box holds one SKU of the lines)', (sku, code) => {
    const { form, box } = validForm();
    form.setBox(box, 'sku', sku);
    expect(codeOf(form, boxFieldName(box, 'sku'))).toBe(code);
  });

  it.each([
    ['dropOff', '', undefined],
    ['carrier', '', 'VALIDATION.REQUIRED'],
    ['carrier', ' , ', 'VALIDATION.REQUIRED'],
    ['carrier', '1Z999,JD0001', undefined],
    ['carrier', '1Z999,单号1', 'TRACKING.NUMBER_CHINESE'],
  ])('delivery %s with tracking %j -> %s', (mode, tracking, code) => {
    const { form } = validForm();
    form.setDeliveryMode(mode);
    form.setText('trackingNumbers', tracking);
    expect(codeOf(form, 'trackingNumbers')).toBe(code);
  });

  it.each([
    [false, '', undefined],
    [true, '', 'VALIDATION.REQUIRED'],
    [true, 'FBA ONT8, San Bernardino', undefined],
  ])('FBA %s with address %j -> %s', (fba, address, code) => {
    const { form } = validForm();
    form.setFlag('fba', fba);
    form.setText('fbaAddress', address);
    expect(codeOf(form, 'fbaAddress')).toBe(code);
  });

  it.each([
    ['', undefined],
    ['0', undefined],
    ['120.50', undefined],
    ['-1', 'VALIDATION.POSITIVE'],
    ['1.005', 'VALIDATION.DECIMALS'],
  ])('estimated freight %j -> %s', (freight, code) => {
    const { form } = validForm();
    form.setText('estimatedFreight', freight);
    expect(codeOf(form, 'estimatedFreight')).toBe(code);
  });

  it('an error stays with its line when an earlier line is removed', () => {
    const { form, line } = validForm();
    form.addLine();
    const second = form.lines[1]!.key;
    form.setLine(second, 'sku', 'CUP-02');
    form.setLine(second, 'quantity', 'x');
    form.removeLine(line);
    expect(codeOf(form, lineFieldName(second, 'quantity'))).toBe('VALIDATION.NOT_A_NUMBER');
  });

  it('shows an error only once its field was touched, and all after a save', async () => {
    const form = new AsnFormModel(fakeGateway().gateway);
    expect(form.visibleErrors).toEqual({});
    form.setText('warehouseId', '');
    expect(Object.keys(form.visibleErrors)).toEqual(['warehouseId']);
    expect(await form.save(false)).toBeUndefined();
    expect(Object.keys(form.visibleErrors)).toEqual(
      expect.arrayContaining(['warehouseId', lineFieldName(form.lines[0]!.key, 'sku')]),
    );
  });
});

describe('AsnFormModel payload', () => {
  it('is the contract shape: lines and boxes as JSON text, flags as 1/0', () => {
    const { form } = validForm();
    form.setDeliveryMode('carrier');
    form.setText('trackingNumbers', ' 1Z999 , JD0001\nSF1 ');
    form.setFlag('unloading', true);
    form.setLevel('priority');
    form.setPrepacking('self');
    form.setText('estimatedArrival', '2026-12-01');
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
      boxes: '[{"sku":"MUG-01","weight":"12","length":"40","width":"30","height":"30"}]',
      estimated_freight: '',
      estimated_vat: '',
      estimated_arrival: '2026-12-01',
    });
  });

  it('drops tracking numbers for a drop-off and the FBA address without FBA', () => {
    const { form } = validForm();
    form.setText('trackingNumbers', 'KEPT-IN-FORM');
    form.setText('fbaAddress', 'somewhere');
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
    const { form } = validForm(gateway);
    expect(await form.save(true)).toBeUndefined();
    expect(sent[0]).toMatchObject({ submit: '1', warehouse_id: '3' });
    expect(form.lines[0]!.sku).toBe('MUG-01');
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
    const form = new AsnFormModel(gateway);
    await form.load(DRAFT.id);
    expect(form.notEditable).toBe(false);
    expect(await form.save(false)).toEqual({ id: 7, asn_no: 'ASN00000007', status: 'draft' });
    expect(edits[0]).toMatchObject({ id: 7, fields: { submit: '0', estimated_freight: '120.00' } });
  });

  it('refuses to edit a notice that is no longer a draft', async () => {
    const { gateway } = fakeGateway({
      detail: async () => ({ ...DRAFT, status: 'pending_approval' }),
    });
    const form = new AsnFormModel(gateway);
    await form.load(DRAFT.id);
    expect(form.notEditable).toBe(true);
    expect(await form.save(false)).toBeUndefined();
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
        fc.array(fc.tuple(fc.nat(), decimal, decimal, decimal, decimal), { maxLength: 6 }),
        (lines, boxes) => {
          const form = new AsnFormModel(fakeGateway().gateway);
          form.removeLine(form.lines[0]!.key);
          for (const [lineSku, quantity] of lines) {
            form.addLine();
            const key = form.lines.at(-1)!.key;
            form.setLine(key, 'sku', lineSku);
            form.setLine(key, 'quantity', String(quantity));
          }
          for (const [pick, weight, length, width, height] of boxes) {
            form.addBox();
            const key = form.boxes.at(-1)!.key;
            form.setBox(key, 'sku', lines[pick % lines.length]![0]);
            form.setBox(key, 'weight', weight);
            form.setBox(key, 'length', length);
            form.setBox(key, 'width', width);
            form.setBox(key, 'height', height);
          }
          const payload = form.payload;
          const sentLines = JSON.parse(payload['lines']!) as { sku: string; quantity: string }[];
          const sentBoxes = JSON.parse(payload['boxes']!) as Record<string, string>[];
          expect(sentLines).toEqual(lines.map(([s, q]) => ({ sku: s, quantity: String(q) })));
          expect(sentBoxes.map((b) => b['sku'])).toEqual(
            boxes.map(([pick]) => lines[pick % lines.length]![0]),
          );
          // the server stores what was sent; a form filled from it sends the same again
          const reloaded = new AsnFormModel(fakeGateway().gateway);
          reloaded.fill({
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
              weight_kg: box['weight']!,
              length_cm: box['length']!,
              width_cm: box['width']!,
              height_cm: box['height']!,
            })),
          });
          expect(reloaded.payload['lines']).toBe(payload['lines']);
          expect(reloaded.payload['boxes']).toBe(payload['boxes']);
        },
      ),
    );
  });

  it('tracking numbers split as the server splits them, never keeping blanks or spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z0-9]{1,10}$/), { maxLength: 5 }), (numbers) => {
        expect(splitTrackingNumbers(numbers.map((n) => ` ${n} `).join(',\n'))).toEqual(numbers);
      }),
    );
  });
});

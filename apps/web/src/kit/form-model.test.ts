import type { FormFields, ValidationFieldIssue } from '@portal/domain';
import { HttpRequestFailure } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { flagField, FormModel, saveDraft } from './form-model';

/** A small form of every value kind the kit handles: text, a flag and a list of lines. */
interface Values {
  readonly sku: string;
  readonly price: string;
  readonly fragile: boolean;
  readonly lines: readonly { readonly sku: string; readonly quantity: string }[];
}

const validate = (values: Values): ValidationFieldIssue[] => [
  ...(values.sku.trim() === '' ? [{ field: 'sku', code: 'VALIDATION.REQUIRED' }] : []),
  ...(values.price !== '' && !/^\d+(\.\d{1,2})?$/.test(values.price)
    ? [{ field: 'price', code: 'VALIDATION.DECIMALS', params: { max: 2 } }]
    : []),
  ...(values.lines.length === 0 ? [{ field: 'lines', code: 'ASN.NO_PRODUCTS' }] : []),
  ...values.lines.flatMap((line, index) =>
    /^[1-9]\d*$/.test(line.quantity)
      ? []
      : [{ field: `lines.${index}.quantity`, code: 'VALIDATION.INTEGER_MIN' }],
  ),
];

const payload = (values: Values): FormFields => ({
  sku: values.sku.trim(),
  price: values.price.trim(),
  fragile: flagField(values.fragile),
  lines: JSON.stringify(values.lines),
});

const newForm = (initial: Partial<Values> = {}) =>
  new FormModel<Values>({
    initial: () => ({ sku: '', price: '', fragile: false, lines: [], ...initial }),
    validate,
    payload,
    linked: { sku: ['price'] },
  });

const refusal = (issues: unknown) =>
  new HttpRequestFailure('body', 'Refused', {
    body: { code: '400', ask: 0, msg: 'Refused', alert: '', data: { issues } },
  });

describe('FormModel: which error shows beside which field', () => {
  it.each<[string, (form: FormModel<Values>) => void, Record<string, string>]>([
    ['nothing touched', () => {}, {}],
    [
      'a touched field only',
      (form) => form.set('price', '1.234'),
      { price: 'VALIDATION.DECIMALS' },
    ],
    [
      'every field once a submit was tried',
      (form) => void form.save('submit', vi.fn()),
      { sku: 'VALIDATION.REQUIRED', lines: 'ASN.NO_PRODUCTS' },
    ],
    [
      'only what was given once a draft save was tried',
      (form) => {
        form.reset({ ...form.values, price: '1.234' });
        void form.save('draft', vi.fn());
      },
      { price: 'VALIDATION.DECIMALS' },
    ],
    [
      'a line by its position',
      (form) => {
        form.addItem('lines', { sku: 'A', quantity: '' });
        form.setItem('lines', 0, { quantity: 'x' });
      },
      { 'lines.0.quantity': 'VALIDATION.INTEGER_MIN' },
    ],
    [
      'a linked field that holds something',
      (form) => {
        form.set('price', '9.999');
        form.reset(form.values);
        form.set('sku', 'MUG');
      },
      { price: 'VALIDATION.DECIMALS' },
    ],
  ])('%s', (_name, act, expected) => {
    const form = newForm();
    act(form);
    const shown = Object.fromEntries(
      Object.entries(form.errors).map(([field, error]) => [field, error.code]),
    );
    expect(shown).toEqual(expected);
  });

  it('a removed line takes its touched state with it; the next line keeps its own error', () => {
    const form = newForm({ sku: 'MUG' });
    form.addItem('lines', { sku: 'A', quantity: '1' });
    form.addItem('lines', { sku: 'B', quantity: '1' });
    form.setItem('lines', 1, { quantity: 'x' });
    form.removeItem('lines', 0);
    expect(form.error('lines.0.quantity')?.code).toBe('VALIDATION.INTEGER_MIN');
    expect(form.error('lines.1.quantity')).toBeUndefined();
  });
});

describe('FormModel: server issues', () => {
  it('shows a refused save issue beside its field until that field changes', async () => {
    const form = newForm({ sku: 'MUG', lines: [{ sku: 'MUG', quantity: '2' }] });
    const send = vi.fn().mockRejectedValue(
      refusal([
        { field: 'sku', code: 'PRODUCT.SKU_TAKEN', params: { sku: 'MUG' } },
        { field: 'lines.0.quantity', code: 'VALIDATION.INTEGER_MAX', params: { max: 1 } },
      ]),
    );
    expect(await form.save('submit', send)).toBeUndefined();
    expect(form.error('sku')).toEqual({ code: 'PRODUCT.SKU_TAKEN', params: { sku: 'MUG' } });
    expect(form.error('lines.0.quantity')?.code).toBe('VALIDATION.INTEGER_MAX');
    expect(form.saveError).toBe('Refused');
    expect(form.saving).toBeUndefined();
    form.set('sku', 'MUG-2');
    expect(form.error('sku')).toBeUndefined();
    expect(form.error('lines.0.quantity')?.code).toBe('VALIDATION.INTEGER_MAX');
    form.removeItem('lines', 0);
    expect(form.error('lines.0.quantity')).toBeUndefined();
  });

  it('a failure without issues (a network error) shows its reason and no field error', async () => {
    const form = newForm({ sku: 'MUG', lines: [{ sku: 'MUG', quantity: '2' }] });
    const send = vi.fn().mockRejectedValue(new HttpRequestFailure('network', 'timeout'));
    expect(await form.save('draft', send)).toBeUndefined();
    expect(form.errors).toEqual({});
    expect(form.saveError).toBe('timeout');
  });

  it('sends nothing while a client rule refuses, nor when the record is not editable', async () => {
    const send = vi.fn();
    expect(await newForm().save('submit', send)).toBeUndefined();
    const locked = newForm({ sku: 'MUG', lines: [{ sku: 'MUG', quantity: '2' }] });
    locked.editable = false;
    expect(await locked.save('draft', send)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('FormModel: drafts and required marks (issue 10, item 13)', () => {
  it('saves an incomplete draft, checking only the fields given; submit checks everything', async () => {
    const send = vi.fn(async () => 'saved');
    const blank = newForm();
    expect(await blank.save('submit', send)).toBeUndefined();
    expect(await blank.save('draft', send)).toBe('saved');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ sku: '', lines: '[]' }));
    const wrong = newForm({ price: '1.234' });
    expect(await wrong.save('draft', send)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['sku', {}, true],
    ['price', {}, false],
    ['lines.0.quantity', { lines: [{ sku: 'A', quantity: '2' }] }, false],
    ['lines.3.quantity', {}, false],
    ['fragile', {}, false],
    ['nothing', {}, false],
  ] as const)('%s with %j is required: %s', (field, initial, required) => {
    expect(newForm(initial).isRequired(field)).toBe(required);
  });

  it('marks a field required exactly when the rule refuses it blank, whatever it holds (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (sku, price) => {
        const form = newForm({ sku, price });
        expect(form.isRequired('sku')).toBe(true);
        expect(form.isRequired('price')).toBe(false);
        expect(form.values).toEqual(newForm({ sku, price }).values);
      }),
    );
  });
});

describe('FormModel: load and save', () => {
  it('loads a record into the values, forgetting what was touched', async () => {
    const form = newForm();
    form.set('price', 'x');
    const record = { sku: 'CUP', price: '3.50' };
    const loaded = await form.load(
      async () => record,
      (r) => ({ ...r, fragile: true, lines: [] }),
    );
    expect(loaded).toBe(record);
    expect(form.values).toMatchObject({ sku: 'CUP', price: '3.50', fragile: true });
    expect(form.errors).toEqual({});
    expect(form.loading).toBe(false);
  });

  it('keeps what it had when the load fails', async () => {
    const form = newForm({ sku: 'KEEP' });
    expect(
      await form.load(
        () => Promise.reject(new Error('offline')),
        () => ({}) as never,
      ),
    ).toBe(undefined);
    expect(form.loadFailed).toBe(true);
    expect(form.values.sku).toBe('KEEP');
  });

  it('says which save runs while it runs, and that it went through', async () => {
    const form = newForm({ sku: 'MUG', lines: [{ sku: 'MUG', quantity: '2' }] });
    let seen: string | undefined;
    const saved = await form.save('submit', async (fields) => {
      seen = form.saving;
      return { id: 1, fields };
    });
    expect(seen).toBe('submit');
    expect(saved?.fields).toMatchObject({ sku: 'MUG', fragile: '0' });
    expect(form.saved).toBe(true);
    expect(form.saving).toBeUndefined();
  });

  it('any values set field by field come back unchanged in the payload (property)', () => {
    const text = fc.string({ maxLength: 12 }).map((value) => value.trim());
    const line = fc.record({ sku: text, quantity: fc.nat().map(String) });
    fc.assert(
      fc.property(
        text,
        text,
        fc.boolean(),
        fc.array(line, { maxLength: 5 }),
        (sku, price, fragile, lines) => {
          const form = newForm();
          form.set('sku', sku);
          form.set('price', price);
          form.set('fragile', fragile);
          for (let n = 0; n < lines.length; n += 1)
            form.addItem('lines', { sku: '', quantity: '' });
          lines.forEach((item, index) => form.setItem('lines', index, item));
          expect(form.payload).toEqual({
            sku,
            price,
            fragile: fragile ? '1' : '0',
            lines: JSON.stringify(lines),
          });
        },
      ),
    );
  });
});

describe('saveDraft', () => {
  it.each([
    [undefined, false, 'create', '0'],
    [undefined, true, 'create', '1'],
    [7, false, 'edit', '0'],
    [7, true, 'edit', '1'],
  ] as const)('record %s, submit %s: %s with submit=%s', async (id, submit, endpoint, flag) => {
    const form = newForm({ sku: 'MUG', lines: [{ sku: 'MUG', quantity: '2' }] });
    const endpoints = { create: vi.fn(async () => 'created'), edit: vi.fn(async () => 'edited') };
    const saved = await saveDraft(form, endpoints, id, submit);
    expect(saved).toBe(endpoint === 'create' ? 'created' : 'edited');
    const call =
      endpoint === 'create' ? endpoints.create.mock.calls[0] : endpoints.edit.mock.calls[0];
    expect(call).toEqual([
      ...(id === undefined ? [] : [id]),
      expect.objectContaining({ sku: 'MUG', submit: flag }),
    ]);
  });
});

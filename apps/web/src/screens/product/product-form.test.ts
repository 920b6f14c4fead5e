import { PRODUCT_FORM_FIELDS } from '@portal/contract';
import { HttpRequestFailure, validateOrigin } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ProductTextField } from './product-form';
import {
  PRODUCT_FLAGS,
  PRODUCT_TEXT_FIELDS,
  ProductFormModel,
  productValuesOf,
} from './product-form';
import { productDetail, strictProductGateway } from './product-test-support';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

/** A form holding a product every rule accepts. */
function validForm(gateway = strictProductGateway()) {
  const model = new ProductFormModel(gateway);
  // a create, holding what product 7 holds
  model.form.reset(productValuesOf(productDetail(7)));
  return model;
}

describe('ProductFormModel field errors', () => {
  it.each<[ProductTextField, string, string]>([
    ['sku', '-MUG', 'PRODUCT.SKU_LEADING_HYPHEN'],
    ['sku', 'MUG 01', 'PRODUCT.SKU_PATTERN'],
    ['sku', '', 'VALIDATION.REQUIRED'],
    ['name_en', '陶瓷杯', 'PRODUCT.NAME_EN_CHINESE'],
    ['name_zh', 'Mug', 'PRODUCT.NAME_ZH_NEEDS_CHINESE'],
    ['price', '0', 'VALIDATION.POSITIVE'],
    ['price', '1.234', 'VALIDATION.DECIMALS'],
    ['declared_value', '1.00', 'PRODUCT.DECLARED_BELOW_COST'],
    ['weight', 'abc', 'VALIDATION.NOT_A_NUMBER'],
    ['hs_code', '1234', 'PRODUCT.HS_CODE_INVALID'],
    ['origin', '中国', 'PRODUCT.ORIGIN_ENGLISH_ONLY'],
    ['material_zh', 'Ceramic', 'PRODUCT.MATERIAL_ZH_ENGLISH'],
    ['barcode', '123', 'PRODUCT.BARCODE_LENGTH'],
    ['fba_barcode', 'X00000000000', 'PRODUCT.BARCODE_LENGTH'],
  ])('%s typed as %j shows %s, under that field only', (field, value, code) => {
    const { form } = validForm();
    form.set(field, value);
    expect(form.errors[field]?.code).toBe(code);
    expect(Object.keys(form.errors)).toEqual([field]);
  });

  it('shows nothing for untouched fields, and every error after a submit was tried', async () => {
    const model = new ProductFormModel(strictProductGateway());
    expect(model.form.errors).toEqual({});
    expect(await model.save(true)).toBeUndefined();
    expect(Object.keys(model.form.errors)).toEqual(
      expect.arrayContaining(['sku', 'name_en', 'name_zh', 'price', 'hs_code', 'origin']),
    );
  });

  it('a licensed brand needs its name and a certificate', async () => {
    const model = validForm();
    model.form.set('brand_type', 'licensed');
    expect(await model.save(true)).toBeUndefined();
    expect(model.form.errors['brand_name']?.code).toBe('VALIDATION.REQUIRED');
    expect(model.errorOf('brand_certificates')?.code).toBe('PRODUCT.BRAND_CERTIFICATE_REQUIRED');
  });

  it('a new price shows the declared value verdict at once', () => {
    const { form } = validForm();
    form.set('declared_value', '12.50');
    form.reset(form.values);
    form.set('price', '20');
    expect(form.errors['declared_value']?.code).toBe('PRODUCT.DECLARED_BELOW_COST');
  });
});

describe('ProductFormModel payload', () => {
  it('carries every field of PRODUCT_FORM_FIELDS and submit, flags as 1 or 0', () => {
    const { form } = validForm();
    form.set('battery', true);
    const payload = { ...form.payload, submit: '1' };
    expect(Object.keys(payload).sort()).toEqual(
      [...Object.keys(PRODUCT_FORM_FIELDS), 'submit'].sort(),
    );
    expect(payload).toMatchObject({
      sku: 'SKU-7',
      price: '12.50',
      battery: '1',
      liquid: '0',
      product_type: 'needs_box',
      barcode_type: 'standard',
      brand_type: 'none',
      brand_name: '',
      brand_certificates: '',
      images: '',
      submit: '1',
    });
    expect(form.payload['submit']).toBeUndefined();
  });

  it('sends the upload ids comma-separated; brand certificates only for a licensed brand', async () => {
    let next = 0;
    const uploadPicture = vi.fn(async (picked: File) => {
      next += 1;
      return { id: `u${next}`, url: `/p?id=u${next}`, mime: 'image/png', size: picked.size };
    });
    const model = validForm(strictProductGateway({ uploadPicture }));
    const { form } = model;
    await model.attach('images', [file('a.png', 10), file('b.jpg', 10)]);
    form.set('brand_type', 'licensed');
    form.set('brand_name', 'Acme');
    await model.attach('brand_certificates', [file('letter.png', 10)]);
    expect(form.payload).toMatchObject({
      images: 'u1,u2',
      brand_certificates: 'u3',
      brand_name: 'Acme',
    });
    form.set('brand_type', 'own');
    expect(form.payload).toMatchObject({ brand_certificates: '', brand_name: 'Acme' });
    form.set('brand_type', 'none');
    expect(form.payload).toMatchObject({ brand_certificates: '', brand_name: '' });
  });

  it('a stored product goes back to the server as it came (property)', () => {
    const text = fc
      .string({ maxLength: 12 })
      .map((value) => value.trim())
      .filter((value) => !/\s/.test(value));
    const ids = fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{32}$/), { maxLength: 4 });
    fc.assert(
      fc.property(
        fc.record({
          sku: text,
          name_en: text,
          customs_description: text,
          hs_code: text,
          usage: text,
          brand_name: text,
          brand_type: fc.constantFrom('none', 'own', 'licensed'),
          product_type: fc.constantFrom('needs_box', 'whole_box'),
          barcode_type: fc.constantFrom('standard', 'selfMade', 'generated'),
          battery: fc.boolean(),
          packing_material: fc.boolean(),
          images: ids,
          brand_certificates: ids,
        }),
        (stored) => {
          const payload = new ProductFormModel(strictProductGateway()).form;
          payload.reset(productValuesOf(productDetail(3, stored)));
          expect(payload.payload).toMatchObject({
            sku: stored.sku,
            name_en: stored.name_en,
            customs_description: stored.customs_description,
            hs_code: stored.hs_code,
            usage: stored.usage,
            brand_type: stored.brand_type,
            brand_name: stored.brand_type === 'none' ? '' : stored.brand_name,
            product_type: stored.product_type,
            barcode_type: stored.barcode_type,
            battery: stored.battery ? '1' : '0',
            packing_material: stored.packing_material ? '1' : '0',
            images: stored.images.join(','),
            brand_certificates:
              stored.brand_type === 'licensed' ? stored.brand_certificates.join(',') : '',
          });
        },
      ),
    );
  });
});

describe('ProductFormModel pictures', () => {
  it.each([
    ['a BMP', [file('photo.bmp', 10)], 'UPLOAD.FILE_TYPE'],
    ['an image over 2 MB', [file('photo.jpg', 2 * 1024 * 1024 + 1)], 'UPLOAD.FILE_TOO_LARGE'],
    [
      'nine images',
      Array.from({ length: 9 }, (_, i) => file(`p${i}.png`, 10)),
      'UPLOAD.TOO_MANY_FILES',
    ],
  ])('refuses %s before sending anything', async (_what, files, code) => {
    const uploadPicture = vi.fn();
    const model = validForm(strictProductGateway({ uploadPicture }));
    await model.attach('images', files);
    expect(uploadPicture).not.toHaveBeenCalled();
    expect(model.errorOf('images')?.code).toBe(code);
  });

  it('certificates are limited to four of at most 1 MB', async () => {
    const model = validForm(strictProductGateway({ uploadPicture: vi.fn() }));
    await model.attach('certificates', [file('c.png', 1024 * 1024 + 1)]);
    expect(model.errorOf('certificates')?.code).toBe('UPLOAD.FILE_TOO_LARGE');
  });

  it('keeps the server reason when it refuses a picture, and removes one on request', async () => {
    const uploadPicture = vi
      .fn()
      .mockResolvedValueOnce({ id: 'u1', url: '', mime: 'image/gif', size: 5 })
      .mockRejectedValueOnce(new HttpRequestFailure('body', 'The picture is not an image'));
    const model = validForm(strictProductGateway({ uploadPicture }));
    await model.attach('images', [file('a.gif', 5), file('b.gif', 5)]);
    expect(model.form.values.images.map((a) => a.id)).toEqual(['u1']);
    expect(model.pictures.images.failure).toBe('The picture is not an image');
    model.detach('images', 'u1');
    expect(model.form.values.images).toEqual([]);
  });
});

describe('ProductFormModel save', () => {
  it('sends nothing while a rule refuses', async () => {
    const create = vi.fn();
    const model = validForm(strictProductGateway({ create }));
    model.form.set('hs_code', 'x');
    expect(await model.save(true)).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates with submit=1 and resolves with the new id', async () => {
    const create = vi.fn().mockResolvedValue({ id: 41, status: 'pending_approval' });
    const model = validForm(strictProductGateway({ create }));
    expect(await model.save(true)).toBe(41);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ sku: 'SKU-7', submit: '1' }));
  });

  it('a refused save keeps everything typed and says why', async () => {
    const create = vi.fn().mockRejectedValue(new HttpRequestFailure('body', 'SKU already exists'));
    const model = validForm(strictProductGateway({ create }));
    const { form } = model;
    form.set('usage', 'Tea');
    expect(await model.save(false)).toBeUndefined();
    expect(form.saveError).toBe('SKU already exists');
    expect(form.values.usage).toBe('Tea');
    expect(form.values.sku).toBe('SKU-7');
    expect(form.saving).toBeUndefined();
  });

  it('shows a server refusal beside its field: a SKU already used', async () => {
    const refusal = {
      code: '400',
      ask: 0,
      msg: 'SKU SKU-7 is already used',
      alert: '',
      data: { issues: [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN', params: { sku: 'SKU-7' } }] },
    };
    const create = vi
      .fn()
      .mockRejectedValue(new HttpRequestFailure('body', refusal.msg, { body: refusal }));
    const model = validForm(strictProductGateway({ create }));
    expect(await model.save(false)).toBeUndefined();
    expect(model.form.error('sku')).toEqual({
      code: 'PRODUCT.SKU_TAKEN',
      params: { sku: 'SKU-7' },
    });
    // a changed SKU is asked again at the next save: its stale refusal goes
    model.form.set('sku', 'SKU-8');
    expect(model.form.error('sku')).toBeUndefined();
  });

  it('edits a draft by its id', async () => {
    const edit = vi.fn().mockResolvedValue({ id: 5, status: 'draft' });
    const model = new ProductFormModel(
      strictProductGateway({ detail: async () => productDetail(5), edit }),
    );
    await model.load(5);
    expect(model.form.editable).toBe(true);
    expect(model.form.saved).toBe(false);
    expect(await model.save(false)).toBe(5);
    expect(edit).toHaveBeenCalledWith(5, expect.objectContaining({ sku: 'SKU-5', submit: '0' }));
    // saved: the screen reloads the stored product when it is shown again
    expect(model.form.saved).toBe(true);
    await model.load(5);
    expect(model.form.saved).toBe(false);
  });

  it.each(['pending_approval', 'active', 'rejected'])(
    'a product in status %s is read-only: nothing is sent',
    async (status) => {
      const edit = vi.fn();
      const model = new ProductFormModel(
        strictProductGateway({
          detail: async () => productDetail(5, { status, actions: ['delete'] }),
          edit,
        }),
      );
      await model.load(5);
      expect(model.form.editable).toBe(false);
      expect(model.status).toBe(status);
      expect(await model.save(true)).toBeUndefined();
      expect(edit).not.toHaveBeenCalled();
    },
  );
});

describe('ProductFormModel countries', () => {
  it('offers every country named in the language shown, each stored by the English name the origin rule accepts', async () => {
    const form = new ProductFormModel(
      strictProductGateway({
        countries: async () => [
          { code: 'CN', name: "People's Republic of China", cn_name: '中国' },
          { code: 'CI', name: "Côte d'Ivoire", cn_name: '科特迪瓦' },
          { code: 'TR', name: 'Türkiye', cn_name: '土耳其' },
          { code: 'DE', name: 'Germany', cn_name: '德国' },
        ],
      }),
    );
    await form.loadCountries();
    // Côte d'Ivoire and Türkiye were left out: their shown names are not English letters only
    expect(form.countryOptions('en')).toEqual([
      { value: "Cote d'Ivoire", text: "Côte d'Ivoire" },
      { value: 'Germany', text: 'Germany' },
      { value: "People's Republic of China", text: "People's Republic of China" },
      { value: 'Turkey', text: 'Türkiye' },
    ]);
    expect(form.countryOptions('zh').find((o) => o.value === 'Turkey')?.text).toBe('土耳其');
    for (const option of form.countryOptions('en'))
      expect(validateOrigin(option.value)).toBeUndefined();
    form.form.set('origin', 'China');
    expect(form.countryOptions('en')[0]).toEqual({ value: 'China', text: 'China' });
  });
});

it('lists every flag and text field of the contract', () => {
  expect([...PRODUCT_TEXT_FIELDS, ...PRODUCT_FLAGS].every((f) => f in PRODUCT_FORM_FIELDS)).toBe(
    true,
  );
});

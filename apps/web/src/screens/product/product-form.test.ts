import { PRODUCT_FORM_FIELDS } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ProductTextField } from './product-form';
import { PRODUCT_FLAGS, PRODUCT_TEXT_FIELDS, ProductFormModel } from './product-form';
import { productDetail, strictProductGateway } from './product-test-support';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

/** A form holding a product every rule accepts. */
function validForm(gateway = strictProductGateway()) {
  const form = new ProductFormModel(gateway);
  form.fill(productDetail(7));
  // a create, not an edit of product 7
  form.productId = undefined;
  return form;
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
    const form = validForm();
    form.setText(field, value);
    expect(form.visibleErrors[field]?.code).toBe(code);
    expect(Object.keys(form.visibleErrors)).toEqual([field]);
  });

  it('shows nothing for untouched fields, and every error after a save was tried', async () => {
    const form = new ProductFormModel(strictProductGateway());
    expect(form.visibleErrors).toEqual({});
    expect(await form.save(false)).toBeUndefined();
    expect(Object.keys(form.visibleErrors)).toEqual(
      expect.arrayContaining(['sku', 'name_en', 'name_zh', 'price', 'hs_code', 'origin']),
    );
  });

  it('a licensed brand needs its name and a certificate', () => {
    const form = validForm();
    form.setBrandType('licensed');
    form.touch.submit();
    expect(form.visibleErrors['brand_name']?.code).toBe('VALIDATION.REQUIRED');
    expect(form.visibleErrors['brand_certificates']?.code).toBe(
      'PRODUCT.BRAND_CERTIFICATE_REQUIRED',
    );
  });

  it('a new price shows the declared value verdict at once', () => {
    const form = validForm();
    form.touch.reset();
    form.setText('declared_value', '12.50');
    form.setText('price', '20');
    expect(form.visibleErrors['declared_value']?.code).toBe('PRODUCT.DECLARED_BELOW_COST');
  });
});

describe('ProductFormModel payload', () => {
  it('carries every field of PRODUCT_FORM_FIELDS and submit, flags as 1 or 0', () => {
    const form = validForm();
    form.setFlag('battery', true);
    const payload = form.payload(true);
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
    expect(form.payload(false)['submit']).toBe('0');
  });

  it('sends the upload ids comma-separated; brand certificates only for a licensed brand', async () => {
    let next = 0;
    const uploadPicture = vi.fn(async (picked: File) => {
      next += 1;
      return { id: `u${next}`, url: `/p?id=u${next}`, mime: 'image/png', size: picked.size };
    });
    const form = validForm(strictProductGateway({ uploadPicture }));
    await form.attach('images', [file('a.png', 10), file('b.jpg', 10)]);
    form.setBrandType('licensed');
    form.setText('brand_name', 'Acme');
    await form.attach('brand_certificates', [file('letter.png', 10)]);
    expect(form.payload(false)).toMatchObject({
      images: 'u1,u2',
      brand_certificates: 'u3',
      brand_name: 'Acme',
    });
    form.setBrandType('own');
    expect(form.payload(false)).toMatchObject({ brand_certificates: '', brand_name: 'Acme' });
    form.setBrandType('none');
    expect(form.payload(false)).toMatchObject({ brand_certificates: '', brand_name: '' });
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
          const form = new ProductFormModel(strictProductGateway());
          form.fill(productDetail(3, stored));
          const payload = form.payload(false);
          expect(payload).toMatchObject({
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
    const form = validForm(strictProductGateway({ uploadPicture }));
    await form.attach('images', files);
    expect(uploadPicture).not.toHaveBeenCalled();
    expect(form.visibleErrors['images']?.code).toBe(code);
  });

  it('certificates are limited to four of at most 1 MB', async () => {
    const form = validForm(strictProductGateway({ uploadPicture: vi.fn() }));
    await form.attach('certificates', [file('c.png', 1024 * 1024 + 1)]);
    expect(form.visibleErrors['certificates']?.code).toBe('UPLOAD.FILE_TOO_LARGE');
  });

  it('keeps the server reason when it refuses a picture, and removes one on request', async () => {
    const uploadPicture = vi
      .fn()
      .mockResolvedValueOnce({ id: 'u1', url: '', mime: 'image/gif', size: 5 })
      .mockRejectedValueOnce(new HttpRequestFailure('body', 'The picture is not an image'));
    const form = validForm(strictProductGateway({ uploadPicture }));
    await form.attach('images', [file('a.gif', 5), file('b.gif', 5)]);
    expect(form.attachments.images.map((a) => a.id)).toEqual(['u1']);
    expect(form.uploadFailures.images).toBe('The picture is not an image');
    form.detach('images', 'u1');
    expect(form.attachments.images).toEqual([]);
  });
});

describe('ProductFormModel save', () => {
  it('sends nothing while a rule refuses', async () => {
    const create = vi.fn();
    const form = validForm(strictProductGateway({ create }));
    form.setText('hs_code', 'x');
    expect(await form.save(true)).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates with submit=1 and resolves with the new id', async () => {
    const create = vi.fn().mockResolvedValue({ id: 41, status: 'pending_approval' });
    const form = validForm(strictProductGateway({ create }));
    expect(await form.save(true)).toBe(41);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ sku: 'SKU-7', submit: '1' }));
  });

  it('a refused save keeps everything typed and says why', async () => {
    const create = vi.fn().mockRejectedValue(new HttpRequestFailure('body', 'SKU already exists'));
    const form = validForm(strictProductGateway({ create }));
    form.setText('usage', 'Tea');
    expect(await form.save(false)).toBeUndefined();
    expect(form.saveError).toBe('SKU already exists');
    expect(form.texts.usage).toBe('Tea');
    expect(form.texts.sku).toBe('SKU-7');
    expect(form.saving).toBeUndefined();
  });

  it('edits a draft by its id', async () => {
    const edit = vi.fn().mockResolvedValue({ id: 5, status: 'draft' });
    const form = new ProductFormModel(
      strictProductGateway({ detail: async () => productDetail(5), edit }),
    );
    await form.load(5);
    expect(form.editable).toBe(true);
    expect(form.saved).toBe(false);
    expect(await form.save(false)).toBe(5);
    expect(edit).toHaveBeenCalledWith(5, expect.objectContaining({ sku: 'SKU-5', submit: '0' }));
    // saved: the screen reloads the stored product when it is shown again
    expect(form.saved).toBe(true);
    await form.load(5);
    expect(form.saved).toBe(false);
  });

  it.each(['pending_approval', 'active', 'rejected'])(
    'a product in status %s is read-only: nothing is sent',
    async (status) => {
      const edit = vi.fn();
      const form = new ProductFormModel(
        strictProductGateway({
          detail: async () => productDetail(5, { status, actions: ['delete'] }),
          edit,
        }),
      );
      await form.load(5);
      expect(form.editable).toBe(false);
      expect(form.status).toBe(status);
      expect(await form.save(true)).toBeUndefined();
      expect(edit).not.toHaveBeenCalled();
    },
  );
});

describe('ProductFormModel countries', () => {
  it('offers the countries whose English name the origin rule accepts, named in the language shown', async () => {
    const form = new ProductFormModel(
      strictProductGateway({
        countries: async () => [
          { code: 'CN', name: "People's Republic of China", cn_name: '中国' },
          { code: 'CI', name: "Côte d'Ivoire", cn_name: '科特迪瓦' },
          { code: 'DE', name: 'Germany', cn_name: '德国' },
        ],
      }),
    );
    await form.loadCountries();
    expect(form.countryOptions('en')).toEqual([
      { value: 'Germany', text: 'Germany' },
      { value: "People's Republic of China", text: "People's Republic of China" },
    ]);
    expect(form.countryOptions('zh').map((o) => o.value)).toContain('Germany');
    expect(form.countryOptions('zh').find((o) => o.value === 'Germany')?.text).toBe('德国');
    form.setText('origin', 'China');
    expect(form.countryOptions('en')[0]).toEqual({ value: 'China', text: 'China' });
  });
});

it('lists every flag and text field of the contract', () => {
  expect([...PRODUCT_TEXT_FIELDS, ...PRODUCT_FLAGS].every((f) => f in PRODUCT_FORM_FIELDS)).toBe(
    true,
  );
});

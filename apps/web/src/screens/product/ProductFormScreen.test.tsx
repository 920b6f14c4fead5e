import type { HttpRequest } from '@portal/domain';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { tableHttpClient } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import { productDetail } from './product-test-support';
import ProductFormScreen from './ProductFormScreen';

const COUNTRIES = {
  list: [
    { code: 'CN', name: "People's Republic of China", cn_name: '中国' },
    { code: 'DE', name: 'Germany', cn_name: '德国' },
  ],
  total: 2,
  page: 1,
  page_size: 100,
};

async function renderCreate(language?: 'zh', answers: Parameters<typeof tableHttpClient>[0] = {}) {
  // pictures go through the one HttpClient as multipart: the table answers the upload path too
  const uploader = {
    upload: vi.fn((request: HttpRequest) => {
      const file = (request.method === 'POST' ? request.files?.['file'] : undefined) as File;
      return { id: `up-${file.name}`, url: '', mime: 'image/png', size: file.size };
    }),
  };
  const setup = await renderScreen(<ProductFormScreen />, {
    answers: {
      '/api/country/country-list': () => COUNTRIES,
      '/api/customer/uploadPicture': uploader.upload,
      ...answers,
    },
    user: null,
    routeName: 'warehouse.product.create',
    path: '/warehouse/product/create',
    ...(language === undefined ? {} : { language }),
  });
  return { ...setup, uploader };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const box = (name: string) => screen.getByRole('textbox', { name });
  await user.type(box('SKU'), 'MUG-01');
  await user.type(box('English name'), 'Ceramic mug');
  await user.type(box('Chinese name'), '陶瓷杯');
  await user.type(box('Price (USD)'), '12.50');
  await user.type(box('Declared value (USD)'), '13');
  await user.type(box('Weight (kg)'), '0.45');
  await user.type(box('Length (cm)'), '10');
  await user.type(box('Width (cm)'), '10');
  await user.type(box('Height (cm)'), '12');
  await user.type(box('Customs description'), 'Ceramic mug');
  await user.type(box('HS code'), '69120000');
  await user.selectOptions(await screen.findByLabelText('Country of manufacture'), 'Germany');
  await user.type(box('Barcode'), '6901234567890');
}

describe('ProductFormScreen', () => {
  it('validates as the merchant types, in English, tied to the field', async () => {
    await renderCreate();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'English name' });
    await user.type(name, '陶瓷杯');
    const error = await screen.findByText('The English name must not contain Chinese characters.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    // untouched fields stay quiet
    expect(screen.queryByText('This field is required!')).toBeNull();
  });

  it('says the rules in Chinese when the language is zh, and sends nothing while they refuse', async () => {
    const { requests } = await renderCreate('zh');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '价格(美元)' }), '10');
    await user.type(screen.getByRole('textbox', { name: '申报价值(美元)' }), '5');
    expect(await screen.findByText('申报价值不能低于商品的实际成本（商品价值）！')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存并提交' }));
    expect(await screen.findByText('表单校验未通过，请检查填写内容。')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项！').length).toBeGreaterThan(3);
    expect(requests.map((r) => r.path)).toEqual(['/api/country/country-list']);
  });

  // types every field of the form: slow on a loaded machine, so it gets more than the default 5 s
  it('saves and submits every field, then shows the product', { timeout: 20_000 }, async () => {
    const { requests, router } = await renderCreate(undefined, {
      '/merchant/api-product/create': () => ({ id: 31, status: 'pending_approval' }),
    });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Contains a battery' }));
    await user.upload(screen.getByLabelText('Add product images'), [
      new File(['a'], 'front.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('img', { name: 'Product images 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/warehouse/product/detail/31'),
    );
    const create = requests.find((r) => r.path === '/merchant/api-product/create');
    expect(create?.body).toMatchObject({
      sku: 'MUG-01',
      name_zh: '陶瓷杯',
      declared_value: '13',
      origin: 'Germany',
      battery: '1',
      liquid: '0',
      images: 'up-front.png',
      submit: '1',
    });
  });

  it(
    'shows a server refusal beside its field: a SKU already used',
    { timeout: 20_000 },
    async () => {
      // the server answers a refused create with data.issues naming the wire field
      const refusal = {
        code: '400',
        ask: 0,
        msg: 'This SKU already exists.',
        alert: '',
        data: { issues: [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN' }] },
      };
      const { router } = await renderCreate(undefined, {
        '/merchant/api-product/create': () =>
          new HttpRequestFailure('body', refusal.msg, { body: refusal }),
      });
      const user = userEvent.setup();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      const sku = screen.getByRole('textbox', { name: 'SKU' });
      await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
      const described = document.getElementById(sku.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('This SKU already exists.');
      expect(router.state.location.pathname).toBe('/warehouse/product/create');
      // a new SKU is asked again at the next save: the stale refusal goes at once
      await user.type(sku, '-2');
      expect(sku.getAttribute('aria-invalid')).toBe('false');
    },
  );

  it('refuses a picture of the wrong type before uploading it, and removes an uploaded one', async () => {
    const { uploader } = await renderCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add certificates'), [
      new File(['a'], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('Only JPG, PNG, GIF files can be uploaded.')).toBeTruthy();
    expect(uploader.upload).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Add certificates'), [
      new File(['a'], 'cert.png', { type: 'image/png' }),
    ]);
    const pictures = await screen.findByRole('list', { name: 'Certificates' });
    await user.click(within(pictures).getByRole('button', { name: 'Remove Certificates 1' }));
    expect(screen.queryByRole('list', { name: 'Certificates' })).toBeNull();
  });

  it('shows an edited product that is no draft read-only', async () => {
    await renderScreen(<ProductFormScreen />, {
      answers: {
        '/api/country/country-list': () => COUNTRIES,
        '/merchant/api-product/detail': () =>
          productDetail(8, { status: 'active', actions: ['deactivate', 'moveToDraft'] }),
      },
      user: null,
      routeName: 'warehouse.product.edit',
      path: '/warehouse/product/edit/8',
      params: { product_id: '8' },
    });
    expect(
      await screen.findByText(
        'Only a draft can be edited. This product is Active: move it to draft first, then edit it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveProperty('value', 'SKU-8');
    expect(screen.getByRole('button', { name: 'Save and submit' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

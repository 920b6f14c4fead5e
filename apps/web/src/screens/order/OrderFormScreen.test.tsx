import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import OrderFormScreen from './OrderFormScreen';
import { mugProduct, PROCESSING_ORDER, quoteOf, US_STD_FEES } from './order-test-kit';
import { loadOrderTexts } from './screens';

beforeAll(() => loadOrderTexts());

const CHANNELS = {
  channels: [
    {
      code: 'US-STD',
      name: 'US Standard',
      countries: ['US'],
      max_skus: 18,
      declared_currency: 'USD',
    },
    {
      code: 'DE-DHL',
      name: 'DHL Parcel Germany',
      countries: ['DE'],
      max_skus: 18,
      declared_currency: 'EUR',
    },
    {
      code: 'JP-EMS',
      name: 'Japan EMS',
      countries: ['JP', 'HK'],
      max_skus: 18,
      declared_currency: 'USD',
    },
  ],
};
const boxProduct = {
  ...mugProduct,
  product_id: 5,
  sku: 'BOX-S',
  name: 'Small box',
  cn_name: '小纸箱',
  available: 50,
  packing_material: true,
};
const saved = (status: string) => ({
  id: 31,
  order_no: 'SO00031',
  status,
  abnormal_reason: null,
  intercept: 'none',
});

function renderForm(options: { language?: 'zh'; remote?: boolean; path?: string } = {}) {
  const path = options.path ?? '/order/create';
  return renderScreen(<OrderFormScreen />, {
    routeName: path === '/order/create' ? 'order.create' : 'order.edit',
    path,
    params: path === '/order/create' ? {} : { id: '7' },
    answers: {
      '/merchant/api-orders/products': () => onePage([mugProduct, boxProduct]),
      '/merchant/api-orders/channels': () => CHANNELS,
      '/api/country/country-list': () =>
        onePage([
          { code: 'US', name: 'United States', cn_name: '美国' },
          { code: 'DE', name: 'Germany', cn_name: '德国' },
          { code: 'JP', name: 'Japan', cn_name: '日本' },
          { code: 'HK', name: 'Hong Kong', cn_name: '中国香港' },
        ]),
      '/merchant/api-warehouse/added-services': () =>
        onePage([
          {
            sp_code: 'LABEL',
            name: 'Relabel',
            name_cn: '换标',
            unit: 'piece',
            unit_cn: '件',
            price: { amount: 150, currency: 'CNY' },
          },
        ]),
      '/merchant/api-orders/quote': () => ({
        quotes: [
          quoteOf(
            'US-STD',
            { ...US_STD_FEES, remote_surcharge: { amount: 2500, currency: 'CNY' } },
            options.remote,
          ),
          quoteOf('US-ECO', null),
        ],
      }),
      '/merchant/api-orders/create': () => saved('pending_submit'),
      '/merchant/api-orders/submit': () => saved('processing'),
      '/merchant/api-orders/view': () => PROCESSING_ORDER,
    },
    ...(options.language === undefined ? {} : { language: options.language }),
  });
}

describe('OrderFormScreen', () => {
  it('in Chinese: a refused submit shows every error beside its field and sends nothing', async () => {
    const { requests } = await renderForm({ language: 'zh' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('表单校验未通过，请检查填写内容。')).toBeTruthy();
    // the country comes first: the recipient's other fields follow once it is chosen
    expect(screen.queryByLabelText('名')).toBeNull();
    await user.selectOptions(screen.getByLabelText('国家/地区'), 'US');
    const firstName = screen.getByLabelText('名');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('此项为必填项！');
    await user.type(screen.getByLabelText('电话'), '212-555');
    expect(await screen.findByText('该电话号码不符合 US 的号码格式。')).toBeTruthy();
    await user.type(screen.getByLabelText('电话'), 'x');
    expect(await screen.findByText('电话号码只能包含数字。')).toBeTruthy();
    expect(requests.some((r) => r.path === '/merchant/api-orders/create')).toBe(false);
  });

  it("lays the recipient out in the chosen country's order, without a postcode where it has none", async () => {
    await renderForm();
    const user = userEvent.setup();
    const labels = () =>
      Array.from(
        document.querySelectorAll('.order-fieldset')[1]!.querySelectorAll('label'),
        (label) => label.textContent,
      );
    await user.selectOptions(await screen.findByLabelText('Country'), 'JP');
    expect(labels().slice(0, 3)).toEqual(['Country', 'Postcode', 'State / province']);
    await user.type(screen.getByLabelText('Postcode'), '7300846');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).not.toBe('true');
    await user.selectOptions(screen.getByLabelText('Country'), 'HK');
    expect(screen.queryByLabelText('Postcode')).toBeNull();
    expect(screen.getByText('HK has no postcodes: none is asked for.')).toBeTruthy();
  });

  it(
    'create → quote side by side → choose → accept the remote surcharge → submit → view',
    { timeout: 30_000 },
    async () => {
      const { requests, router } = await renderForm({ remote: true });
      const user = userEvent.setup();
      await screen.findByRole('option', { name: /MUG-01 Mug \(7 available\)/ });
      expect((screen.getByLabelText('Warehouse') as HTMLSelectElement).value).toBe('1');
      await user.selectOptions(screen.getByLabelText('Country'), 'US');
      await user.type(screen.getByLabelText('First name'), 'Ada');
      await user.type(screen.getByLabelText('Last name'), 'Lovelace');
      await user.type(screen.getByLabelText('Phone'), '2125550123');
      await user.type(screen.getByLabelText('State / province'), 'NY');
      await user.type(screen.getByLabelText('City'), 'New York');
      await user.type(screen.getByLabelText('Postcode'), '10001');
      await user.type(screen.getByLabelText('Address line 1'), '350 Fifth Avenue');
      await user.selectOptions(screen.getByLabelText('SKU of product 1'), 'MUG-01');
      expect((screen.getByLabelText('Name of product 1') as HTMLInputElement).value).toBe('Mug');
      await user.clear(screen.getByLabelText('Quantity of product 1'));
      await user.type(screen.getByLabelText('Quantity of product 1'), '2');
      await user.type(screen.getByLabelText('Unit declared value of product 1'), '12.50');
      await user.click(screen.getByLabelText(/Relabel/));
      // packing materials: picked among the packing-material products, not offered as lines
      expect(screen.queryByRole('option', { name: /^BOX-S/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Add packing material' }));
      await user.selectOptions(screen.getByLabelText('Packing material 1'), 'BOX-S');

      await user.click(screen.getByRole('button', { name: 'Get quote' }));
      const card = await screen.findByRole('article', { name: 'US-STD name' });
      expect(within(card).getByText('35.00 CNY')).toBeTruthy();
      expect(within(card).getByText('36.00 CNY')).toBeTruthy();
      expect(within(card).getByText('1.25 kg')).toBeTruthy();
      const refused = screen.getByRole('article', { name: 'US-ECO name' });
      expect(within(refused).getByText(/^Fail to get shipping fee/)).toBeTruthy();
      expect((screen.getByLabelText('Shipping method') as HTMLSelectElement).value).toBe('US-STD');
      expect(
        within(card).getByRole('button', { name: 'Use US-STD name' }).getAttribute('aria-pressed'),
      ).toBe('true');

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remote-area surcharge' });
      expect(within(dialog).getByText(/adds a surcharge of 25.00 CNY/)).toBeTruthy();
      expect(requests.some((r) => r.path === '/merchant/api-orders/create')).toBe(false);
      await user.click(
        within(dialog).getByRole('button', { name: 'Accept the surcharge and submit' }),
      );

      await waitFor(() => expect(router.state.location.pathname).toBe('/order/view/31'));
      const create = requests.find((r) => r.path === '/merchant/api-orders/create');
      expect(create?.body).toMatchObject({
        warehouse_id: '1',
        save_as: 'pending_submit',
        country: 'US',
        shipping_method: 'US-STD',
        remote_surcharge_confirmation: '1',
        services: '[{"code":"LABEL","quantity":1}]',
        packing_materials: '[{"sku":"BOX-S","quantity":"1"}]',
      });
      expect(JSON.parse(create?.body?.['lines'] as string)).toEqual([
        { sku: 'MUG-01', quantity: '2', declared_value: '12.50', name: 'Mug', description: 'Mug' },
      ]);
      expect(requests.find((r) => r.path === '/merchant/api-orders/submit')?.body).toEqual({
        id: '31',
      });
    },
  );

  it('a submitted order opens as not editable, with a link to its view', async () => {
    await renderForm({ path: '/order/edit/7' });
    expect(
      await screen.findByText(
        'A submitted order cannot be edited: intercept or cancel it, then resubmit.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/order/view/7',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import AsnFormScreen from './AsnFormScreen';
import { activeProduct, ASN_TEST_USER } from './asn-test-kit';

const PRODUCTS = {
  list: [activeProduct('MUG-01', 4), activeProduct('CUP-02', 5)],
  total: 2,
  page: 1,
  page_size: 100,
};

function renderCreate(language?: 'zh') {
  return renderScreen(<AsnFormScreen />, {
    routeName: 'warehouse.receiving.create',
    user: ASN_TEST_USER,
    path: '/warehouse/receiving/create',
    answers: {
      '/merchant/api-product/list': () => PRODUCTS,
      '/merchant/api-asn/create': () => ({
        id: 21,
        asn_no: 'ASN00000021',
        status: 'pending_approval',
      }),
    },
    ...(language === undefined ? {} : { language }),
  });
}

describe('AsnFormScreen', () => {
  it('marks what is required, keeping each accessible name; a carrier makes tracking required (issue 10, item 13)', async () => {
    await renderCreate();
    const user = userEvent.setup();
    const warehouse = await screen.findByLabelText('Warehouse');
    expect(warehouse.getAttribute('aria-required')).toBe('true');
    expect(warehouse.closest('.field')?.className).toContain('required');
    const quantity = screen.getByLabelText('Quantity of product line 1');
    expect(quantity.getAttribute('aria-required')).toBe('true');
    expect(
      screen.getByLabelText('Estimated freight (CNY)').getAttribute('aria-required'),
    ).toBeNull();
    await user.selectOptions(screen.getByLabelText('Delivery mode'), 'carrier');
    expect(screen.getByLabelText('Tracking numbers').getAttribute('aria-required')).toBe('true');
  });

  it('saves an incomplete draft: only what was given is checked (issue 10, item 13)', async () => {
    const { requests } = await renderCreate();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'MUG-01' });
    await user.type(screen.getByLabelText('Estimated freight (CNY)'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter at most 2 decimal places.')).toBeTruthy();
    // the blank SKU and quantity wait for the submit
    expect(screen.queryByText('This field is required!')).toBeNull();
    expect(requests.some((r) => r.path === '/merchant/api-asn/create')).toBe(false);
    await user.clear(screen.getByLabelText('Estimated freight (CNY)'));
    await user.type(screen.getByLabelText('Estimated freight (CNY)'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-asn/create')?.body).toMatchObject({
        submit: '0',
        estimated_freight: '1.25',
        lines: JSON.stringify([{ sku: '', quantity: '' }]),
      }),
    );
  });

  it('shows each line and box error in English as the user types', async () => {
    await renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Quantity of product line 1'), '0');
    expect(await screen.findByText('Please enter a whole number of at least 1.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    await user.type(screen.getByLabelText('Weight of box 1 (kg)'), '31.5');
    expect(await screen.findByText('A box must weigh at most 31 kg.')).toBeTruthy();
    const weight = screen.getByLabelText('Weight of box 1 (kg)');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(weight.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('A box must weigh at most 31 kg.');
    await user.click(screen.getByLabelText('Boxes travel by air'));
    await user.clear(weight);
    await user.type(weight, '9');
    expect(await screen.findByText('A box sent by air must weigh at least 10 kg.')).toBeTruthy();
  });

  it('shows every error in Chinese after a refused submit, and sends nothing', async () => {
    const { requests } = await renderCreate('zh');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '保存并提交' }));
    expect(await screen.findByText('表单校验未通过，请检查填写内容。')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项！').length).toBeGreaterThanOrEqual(2);
    await user.selectOptions(screen.getByLabelText('送货方式'), 'carrier');
    await user.type(screen.getByLabelText('跟踪号'), '单号1');
    expect(await screen.findByText('跟踪号不能包含中文。')).toBeTruthy();
    expect(requests.some((r) => r.path === '/merchant/api-asn/create')).toBe(false);
  });

  // it types some twenty fields, so it takes the long timeout the other full-form tests take
  it(
    'creates with lines and boxes as JSON and submits, then opens the view',
    { timeout: 20_000 },
    async () => {
      const { requests, router } = await renderCreate();
      const user = userEvent.setup();
      await screen.findByRole('option', { name: 'MUG-01' });
      expect((screen.getByLabelText('Warehouse') as HTMLSelectElement).value).toBe('3');
      await user.selectOptions(screen.getByLabelText('SKU of product line 1'), 'MUG-01');
      await user.type(screen.getByLabelText('Quantity of product line 1'), '20');
      await user.click(screen.getByRole('button', { name: 'Add a product' }));
      await user.selectOptions(screen.getByLabelText('SKU of product line 2'), 'MUG-01');
      expect(await screen.findByText('The SKU MUG-01 is listed twice.')).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('SKU of product line 2'), 'CUP-02');
      await user.type(screen.getByLabelText('Quantity of product line 2'), '5');
      for (const [n, sku, weight, quantity] of [
        [1, 'MUG-01', '12', '20'],
        [2, 'CUP-02', '6.5', '4'],
      ] as const) {
        await user.click(screen.getByRole('button', { name: 'Add a box' }));
        await user.selectOptions(screen.getByLabelText(`SKU of box ${n}`), sku);
        await user.type(screen.getByLabelText(`Quantity in box ${n}`), quantity);
        await user.type(screen.getByLabelText(`Weight of box ${n} (kg)`), weight);
        await user.type(screen.getByLabelText(`Length of box ${n} (cm)`), '40');
        await user.type(screen.getByLabelText(`Width of box ${n} (cm)`), '30');
        await user.type(screen.getByLabelText(`Height of box ${n} (cm)`), '30');
      }
      // CUP-02's one box holds 4 while its line says 5: refused on the line, nothing sent
      await user.click(screen.getByRole('button', { name: 'Save and submit' }));
      expect(
        await screen.findByText(
          'The boxes hold 4 of CUP-02, but this line says 5: the two must be equal.',
        ),
      ).toBeTruthy();
      expect(requests.some((r) => r.path === '/merchant/api-asn/create')).toBe(false);
      await user.clear(screen.getByLabelText('Quantity in box 2'));
      await user.type(screen.getByLabelText('Quantity in box 2'), '5');
      await user.click(screen.getByRole('button', { name: 'Save and submit' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/warehouse/receiving/view/21'),
      );
      const create = requests.find((r) => r.path === '/merchant/api-asn/create');
      expect(create?.body).toMatchObject({
        warehouse_id: '3',
        submit: '1',
        delivery_mode: 'dropOff',
        lines: JSON.stringify([
          { sku: 'MUG-01', quantity: '20' },
          { sku: 'CUP-02', quantity: '5' },
        ]),
      });
      expect(JSON.parse(create?.body?.['boxes'] as string)).toEqual([
        { sku: 'MUG-01', quantity: '20', weight: '12', length: '40', width: '30', height: '30' },
        { sku: 'CUP-02', quantity: '5', weight: '6.5', length: '40', width: '30', height: '30' },
      ]);
      expect(requests.find((r) => r.path === '/merchant/api-product/list')?.query).toMatchObject({
        status: 'active',
      });
    },
  );
});

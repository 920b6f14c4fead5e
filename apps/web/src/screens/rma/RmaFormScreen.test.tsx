import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { activeProduct } from '../receiving/asn-test-kit';
import RmaFormScreen from './RmaFormScreen';
import { rmaDetail } from './rma-test-fixtures';

const DETAIL = rmaDetail({ id: 4, rma_no: 'RMA00000004', warehouse_id: 2, back_to_shelf: false });

/** The merchant's active products: the only SKUs a return's line may name. */
const PRODUCTS = {
  list: [activeProduct('MUG-01', 7), activeProduct('CUP-02', 8)],
  total: 2,
  page: 1,
  page_size: 100,
};

function renderForm(options: { language?: 'zh'; edit?: { type: string; status?: string } } = {}) {
  const { edit } = options;
  return renderScreen(<RmaFormScreen />, {
    routeName: edit === undefined ? 'warehouse.rma.create' : 'warehouse.rma.edit',
    path: edit === undefined ? '/warehouse/rma/create' : `/warehouse/rma/edit/4/${edit.type}`,
    params: edit === undefined ? {} : { id: '4', type: edit.type },
    language: options.language,
    answers: {
      '/merchant/api-product/list': () => PRODUCTS,
      '/merchant/api-rma/create': () => ({ id: 9, rma_no: 'RMA00000009', status: 'draft' }),
      '/merchant/api-rma/edit': () => ({
        id: 4,
        rma_no: 'RMA00000004',
        status: 'awaiting_arrival',
      }),
      '/merchant/api-rma/detail': () =>
        edit?.status === undefined
          ? DETAIL
          : { ...DETAIL, status: edit.status, actions: [] as string[] },
    },
  });
}

describe('RmaFormScreen', () => {
  it('checks tracking numbers, SKU and quantity as they are chosen and typed', async () => {
    const { requests } = await renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking numbers'), 'AB 12');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tracking numbers must not contain spaces.',
    );
    await screen.findByRole('option', { name: 'MUG-01' });
    const sku = screen.getByLabelText('SKU (line 1)') as HTMLSelectElement;
    await user.selectOptions(sku, 'MUG-01');
    await user.selectOptions(sku, '');
    expect(screen.getByText('This field is required!')).toBeTruthy();
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(sku, 'MUG-01');
    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    await user.selectOptions(screen.getByLabelText('SKU (line 2)'), 'MUG-01');
    expect(screen.getByText('The SKU MUG-01 is listed twice.')).toBeTruthy();
    await user.type(screen.getByLabelText('Quantity (line 1)'), '0');
    expect(screen.getByText('Please enter a whole number of at least 1.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(requests.some((r) => r.path === '/merchant/api-rma/create')).toBe(false);
    expect((screen.getByLabelText('Tracking numbers') as HTMLInputElement).value).toBe('AB 12');
  });

  it('shows every error after a submit of an empty form, and that a product is needed', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(await screen.findByText('The return must have at least one product.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Warehouse'), '');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('This field is required!')).toBeTruthy();
  });

  it('shows the rules in Chinese when the language is zh', async () => {
    await renderForm({ language: 'zh' });
    await userEvent.setup().type(screen.getByLabelText('跟踪号'), '单号1');
    expect((await screen.findByRole('alert')).textContent).toBe('跟踪号不能包含中文。');
  });

  it('creates a return with disposal back to shelf and opens it', async () => {
    const { requests, router } = await renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking numbers'), 'JD0001, JD0002');
    await user.type(screen.getByLabelText('Order number'), 'SO-1');
    await screen.findByRole('option', { name: 'MUG-01' });
    expect(screen.getByRole('option', { name: 'CUP-02' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('SKU (line 1)'), 'MUG-01');
    await user.type(screen.getByLabelText('Quantity (line 1)'), '2');
    expect((screen.getByLabelText('Back to shelf') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse/rma/view/9'));
    expect(requests.find((r) => r.path === '/merchant/api-rma/create')?.body).toEqual({
      warehouse_id: '1',
      lines: '[{"sku":"MUG-01","quantity":"2"}]',
      tracking_numbers: 'JD0001,JD0002',
      shipping_method: '',
      order_number: 'SO-1',
      back_to_shelf: '1',
      submit: '1',
    });
    expect(requests.find((r) => r.path === '/merchant/api-product/list')?.query).toMatchObject({
      status: 'active',
    });
    expect(router.state.location.pathname).toBe('/warehouse/rma/view/9');
  });

  it('edits a draft in place: loads it and saves through edit', async () => {
    const { requests } = await renderForm({ edit: { type: 'edit' } });
    expect(await screen.findByRole('heading', { name: 'Edit return RMA00000004' })).toBeTruthy();
    expect((screen.getByLabelText('SKU (line 1)') as HTMLInputElement).value).toBe('MUG-01');
    expect((screen.getByLabelText('Not back to shelf') as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(requests.find((r) => r.path === '/merchant/api-rma/edit')?.body).toMatchObject({
      id: '4',
      warehouse_id: '2',
      submit: '0',
    });
  });

  it('copies a processed return into a new one instead of editing it', async () => {
    const { requests } = await renderForm({ edit: { type: 'copy', status: 'processed' } });
    expect(await screen.findByRole('heading', { name: 'New return from a copy' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(requests.some((r) => r.path === '/merchant/api-rma/create')).toBe(true);
    expect(requests.some((r) => r.path === '/merchant/api-rma/edit')).toBe(false);
  });

  it('refuses to edit a return that is no longer a draft', async () => {
    await renderForm({ edit: { type: 'edit', status: 'processed' } });
    expect(
      await screen.findByText(
        'This return is no longer a draft and cannot be edited; copy it to start a new one.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });
});

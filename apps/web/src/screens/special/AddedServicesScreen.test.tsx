import type { AddedService } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import AddedServicesScreen from './AddedServicesScreen';

const SERVICES: AddedService[] = [
  {
    sp_code: 'LABEL',
    name: 'Relabelling',
    name_cn: '换标',
    unit: 'piece',
    unit_cn: '件',
    price: { amount: 100, currency: 'CNY' },
  },
  {
    sp_code: 'PHOTO',
    name: 'Product photos',
    name_cn: '产品拍照',
    unit: 'SKU',
    unit_cn: 'SKU',
    price: { amount: 1000, currency: 'CNY' },
  },
];

function renderServices(spCode?: string, language?: 'zh') {
  return renderScreen(<AddedServicesScreen />, {
    routeName: 'warehouse.special.list',
    path: spCode === undefined ? '/warehouse/special/list' : `/warehouse/special/list/${spCode}`,
    params: spCode === undefined ? {} : { sp_code: spCode },
    language,
    answers: {
      '/merchant/api-warehouse/added-services': (request) => {
        const code = request.query?.['sp_code'];
        const list = SERVICES.filter((s) => code === undefined || s.sp_code === code);
        return onePage(list);
      },
    },
  });
}

describe('AddedServicesScreen', () => {
  it('lists the services with their prices in CNY', async () => {
    await renderServices();
    const row = (await screen.findByText('Relabelling')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['LABEL', 'Relabelling', 'piece', '1.00 CNY per piece']);
    expect(screen.getByText('10.00 CNY per SKU')).toBeTruthy();
  });

  it('preselects the code of the address and filters by it', async () => {
    const { requests } = await renderServices('photo');
    expect(await screen.findByText('Product photos')).toBeTruthy();
    expect(screen.queryByText('Relabelling')).toBeNull();
    expect((screen.getByLabelText('Service code') as HTMLInputElement).value).toBe('PHOTO');
    const asked = requests.filter((r) => r.path === '/merchant/api-warehouse/added-services');
    expect(asked.map((r) => r.query?.['sp_code'])).toEqual(['PHOTO']);
  });

  it('filters by a typed code, says when none matches, and shows all again', async () => {
    const { requests, router } = await renderServices();
    await screen.findByText('Relabelling');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Service code'), 'label');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Relabelling')).toBeTruthy();
    expect(screen.queryByText('Product photos')).toBeNull();
    expect(requests.at(-1)?.query).toMatchObject({ sp_code: 'LABEL' });
    expect(router.state.location.pathname).toBe('/warehouse/special/list');
    await user.clear(screen.getByLabelText('Service code'));
    await user.type(screen.getByLabelText('Service code'), 'NOPE{Enter}');
    expect(await screen.findByText('No added service has this code.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all services' }));
    expect(await screen.findByText('Product photos')).toBeTruthy();
  });

  it('names services, units and the currency in Chinese when the language is zh', async () => {
    await renderServices(undefined, 'zh');
    expect(await screen.findByText('换标')).toBeTruthy();
    expect(screen.getByText('1.00 元 / 件')).toBeTruthy();
  });
});

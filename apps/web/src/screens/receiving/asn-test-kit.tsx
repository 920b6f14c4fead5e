import type { AsnDetail, ProductRow } from '@portal/contract';
import { flattenRoutes, SHELL_ROUTES } from '@portal/domain';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TOKENS } from '../../di-tokens';
import { ScreenPlaceProvider } from '../../routing/screen-context';
import type { UserStore } from '../../stores/user-store';
import { tableHttpClient } from '../../test/fakes';
import { renderWithShell } from '../../test/render';

/** The user-info answer: the demo merchant with one approved and one pending warehouse. */
export const ASN_TEST_USER = {
  userInfo: {
    username: 'demo',
    first_letter: 'D',
    name: 'Demo Trading Co.',
    customer_id: 1,
    amount: '1000.00',
    amount_minor: 100000,
    currency: 'CNY',
    warehouse_id: 3,
    warehouse_name: 'LA West',
    warehouse_cn_name: '洛杉矶西仓',
    login_type: 'main',
    permissions: [],
  },
  warehouse: [
    { value: 3, name: 'LA West', cn_name: '洛杉矶西仓', status: 'approved' },
    { value: 4, name: 'Frankfurt', cn_name: '法兰克福仓', status: 'pending' },
  ],
};

export const activeProduct = (sku: string, id: number): ProductRow => ({
  id,
  sku,
  name_en: `Product ${sku}`,
  name_zh: '产品',
  status: 'active',
  actions: [],
  price_usd: '12.50',
  declared_value_usd: '12.50',
  weight_kg: '0.45',
  length_cm: '10.00',
  width_cm: '10.00',
  height_cm: '12.50',
  product_type: 'needs_box',
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

/** A finished ASN: two lines received, two boxes of MUG-01 and one of CUP-02. */
export const FINISHED_ASN: AsnDetail = {
  id: 12,
  asn_no: 'ASN00000012',
  warehouse_id: 3,
  warehouse: 'LA West',
  status: 'finished',
  actions: [],
  level: 'priority',
  delivery_mode: 'carrier',
  quantity: 30,
  received: 28,
  estimated_arrival: '2026-12-01',
  created_at: '2026-11-20T10:00:00.000Z',
  prepacking: 'self',
  tracking_numbers: ['1Z999AA10123456784', 'JD0001'],
  fba: true,
  fba_address: 'FBA ONT8, San Bernardino',
  unloading: true,
  air_freight: false,
  estimated_freight: { amount: 12050, currency: 'CNY' },
  estimated_vat: { amount: 1500, currency: 'CNY' },
  insurance: { amount: 270, currency: 'CNY' },
  reject_reason: '',
  lines: [
    {
      id: 1,
      product_id: 4,
      sku: 'MUG-01',
      quantity: 20,
      received: 19,
      qualified: 18,
      unqualified: 1,
    },
    {
      id: 2,
      product_id: 5,
      sku: 'CUP-02',
      quantity: 10,
      received: 9,
      qualified: 9,
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
    {
      box_no: 2,
      sku: 'MUG-01',
      weight_kg: '11.50',
      length_cm: '40.00',
      width_cm: '30.00',
      height_cm: '30.00',
    },
    {
      box_no: 3,
      sku: 'CUP-02',
      weight_kg: '6.25',
      length_cm: '30.00',
      width_cm: '20.00',
      height_cm: '20.00',
    },
  ],
};

/**
 * Renders an ASN screen at a route of the table with its params, inside the real composition
 * root over an HTTP table; the user and warehouses are loaded first, as the layout would.
 */
export async function renderAsnScreen(
  element: ReactElement,
  options: {
    routeName: string;
    path: string;
    params?: Readonly<Record<string, string>>;
    answers: Parameters<typeof tableHttpClient>[0];
    language?: 'zh';
  },
) {
  const route = flattenRoutes(SHELL_ROUTES).find((r) => r.name === options.routeName);
  if (route === undefined) throw new Error(`no route ${options.routeName}`);
  const { http, requests } = tableHttpClient({
    '/merchant/api-account/user-info': () => ASN_TEST_USER,
    ...options.answers,
  });
  const shell = renderWithShell(
    <ScreenPlaceProvider place={{ path: options.path, route, params: options.params ?? {} }}>
      {element}
    </ScreenPlaceProvider>,
    {
      http,
      path: options.path,
      cookies: options.language === undefined ? {} : { language: options.language },
    },
  );
  await act(async () => {
    await shell.container.get<UserStore>(TOKENS.UserStore).fetch();
  });
  return { ...shell, requests };
}

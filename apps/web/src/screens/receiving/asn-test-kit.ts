import type { AsnDetail, AsnRow, ProductRow } from '@portal/contract';
import { TEST_USER } from '../../test/render-screen';
import { productRow } from '../product/product-test-support';

/** The user-info answer: the demo merchant in LA West, with one approved and one pending warehouse. */
export const ASN_TEST_USER: typeof TEST_USER = {
  userInfo: {
    ...TEST_USER.userInfo,
    warehouse_id: 3,
    warehouse_name: 'LA West',
    warehouse_cn_name: '洛杉矶西仓',
  },
  warehouse: [
    { value: 3, name: 'LA West', cn_name: '洛杉矶西仓', status: 'approved' },
    { value: 4, name: 'Frankfurt', cn_name: '法兰克福仓', status: 'pending' },
  ],
};

/** An active product the ASN's and the return's SKU pickers may offer. */
export const activeProduct = (sku: string, id: number): ProductRow =>
  productRow(id, {
    sku,
    name_en: `Product ${sku}`,
    name_zh: '产品',
    status: 'active',
    actions: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  });

/** A notice as the list gives it: ten announced in LA West, nothing received. */
export const asnRow = (id: number, status: string, actions: readonly string[]): AsnRow => ({
  id,
  asn_no: `ASN0000000${id}`,
  warehouse_id: 3,
  warehouse: 'LA West',
  status,
  actions,
  level: 'standard',
  delivery_mode: 'dropOff',
  quantity: 10,
  received: 0,
  estimated_arrival: '',
  created_at: '2026-11-20T10:00:00.000Z',
});

/** A finished ASN: two lines received, two boxes of MUG-01 (12 + 8) and one of CUP-02 (10). */
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
      quantity: 12,
      weight_kg: '12.00',
      length_cm: '40.00',
      width_cm: '30.00',
      height_cm: '30.00',
    },
    {
      box_no: 2,
      sku: 'MUG-01',
      quantity: 8,
      weight_kg: '11.50',
      length_cm: '40.00',
      width_cm: '30.00',
      height_cm: '30.00',
    },
    {
      box_no: 3,
      sku: 'CUP-02',
      quantity: 10,
      weight_kg: '6.25',
      length_cm: '30.00',
      width_cm: '20.00',
      height_cm: '20.00',
    },
  ],
};

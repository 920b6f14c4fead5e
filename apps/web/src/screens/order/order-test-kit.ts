import type {
  OrderDetail,
  OrderFees,
  OrderListRow,
  OrderProduct,
  OrderQuote,
} from '@portal/contract';
import type { OrderFormValues } from './order-form';
import { emptyOrderValues } from './order-form';

/** A complete order the domain accepts: two mugs to New York on US-STD. */
export const VALID_ORDER: OrderFormValues = {
  ...emptyOrderValues(),
  warehouse_id: '1',
  reference_no: 'REF-1',
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '2125550123',
  email: 'ada@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  lines: [
    {
      sku: 'MUG-01',
      quantity: '2',
      declared_value: '12.50',
      name: 'Mug',
      description: 'Ceramic mug',
    },
  ],
};

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

/** US-STD's fees for the two mugs: 35.00 freight, 1.00 insurance, 36.00 in all. */
export const US_STD_FEES: OrderFees = {
  channel: 'US-STD',
  chargeable_weight_g: 1250,
  freight: cny(3500),
  insurance: cny(100),
  vat: cny(0),
  destination_fee: cny(0),
  duty: cny(0),
  customs: cny(0),
  remote_surcharge: cny(0),
  services: cny(0),
  total: cny(3600),
};

export const quoteOf = (channel: string, fees: OrderFees | null, remote = false): OrderQuote => ({
  channel,
  channel_name: `${channel} name`,
  fees,
  refusal: fees === null ? { code: 'ORDER.SHIPPING_FEE_UNAVAILABLE', params: {} } : null,
  remote_surcharge_confirm_required: remote,
});

export const mugProduct: OrderProduct = {
  product_id: 4,
  sku: 'MUG-01',
  name: 'Mug',
  cn_name: '杯子',
  available: 7,
  packing_material: false,
};

/** An order as the list gives it. */
export const orderRow = (
  id: number,
  status: OrderListRow['status'],
  actions: OrderListRow['actions'],
): OrderListRow => ({
  id,
  order_no: `SO0000${id}`,
  reference_no: `REF-${id}`,
  platform_order_no: '',
  warehouse_id: 1,
  warehouse: 'Shenzhen',
  order_type: 'standard',
  status,
  abnormal_reason: status === 'abnormal' ? 'insufficient_funds' : null,
  intercept: 'none',
  actions,
  shipping_method: 'US-STD',
  tracking_no: '',
  country: 'US',
  recipient_name: 'Ada Lovelace',
  sku_count: 1,
  quantity: 2,
  fee_total: cny(3600),
  charged: cny(0),
  created_at: '2026-11-20T10:00:00.000Z',
  submitted_at: null,
});

/** A processing order: submitted, charged, its stock held, two events in its log. */
export const PROCESSING_ORDER: OrderDetail = {
  ...orderRow(7, 'processing', ['intercept', 'interceptCompletely']),
  charged: cny(3600),
  submitted_at: '2026-11-20T11:00:00.000Z',
  currency: 'USD',
  recipient: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    phone: '2125550123',
    email: 'ada@example.com',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcode: '10001',
    address_line1: '350 Fifth Avenue',
    address_line2: '',
    house_number: '',
    id_number: '',
    company_code: '',
    passport_number: '',
  },
  tax_id: '',
  ioss: '',
  eori: '',
  customs_record_no: '',
  signature: true,
  separate_customs: false,
  duty_prepaid: false,
  battery: false,
  return_if_undeliverable: true,
  cod_amount: '',
  pay_by: 'recipient',
  insured_value: '',
  insurance_agreement: false,
  remote_surcharge_confirmation: '',
  sales_link: '',
  declared_total: '25.00',
  remark: 'Fragile',
  stop_reason: null,
  lines: [
    {
      product_id: 4,
      sku: 'MUG-01',
      name: 'Mug',
      description: 'Ceramic mug',
      quantity: 2,
      declared_value: '12.50',
    },
  ],
  services: [{ code: 'LABEL', quantity: 1 }],
  packing_materials: [],
  fees: US_STD_FEES,
  reservations: [{ sku: 'MUG-01', quantity: 2 }],
  events: [
    {
      at: '2026-11-20T10:00:00.000Z',
      actor_kind: 'main',
      actor: 'demo',
      action: 'save',
      from_status: 'draft',
      to_status: 'pending_submit',
      note: null,
    },
    {
      at: '2026-11-20T11:00:00.000Z',
      actor_kind: 'sub',
      actor: 'clerk',
      action: 'submit',
      from_status: 'pending_submit',
      to_status: 'processing',
      note: null,
    },
  ],
};

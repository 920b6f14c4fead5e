import {
  ORDER_ABNORMAL_REASONS,
  ORDER_PAY_BY,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUSES,
  ORDER_STOP_REASONS,
  ORDER_TYPES,
} from '@portal/domain';
import { Type } from 'typebox';
import {
  OrderBatchResultSchema,
  OrderChannelSchema,
  OrderDetailSchema,
  OrderEntriesSchema,
  OrderProductSchema,
  OrderQuoteSchema,
  OrderListRowSchema,
  OrderSavedDataSchema,
  OrderStatusCountSchema,
} from '../data/orders';
import { endpoint } from '../endpoint';
import {
  defaulted,
  flag,
  list,
  oneOf,
  optionalInteger,
  requiredInteger,
  requiredText,
  text,
  verbOf,
} from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { ORDER_ROUTES } from '../routes/orders';

/**
 * The outbound order form (warehouse-shipping.md section 3, Order), by wire name. `lines`,
 * `services` and `packing_materials` are JSON text (form-urlencoded has no nesting); the domain's
 * validateOrderForm parses them and answers nested issues such as `lines.0.quantity`.
 */
export const ORDER_FORM_FIELDS = {
  warehouse_id: requiredInteger('one of the merchant approved warehouses'),
  order_type: defaulted(oneOf(ORDER_TYPES), 'standard'),
  reference_no: text('the merchant reference, unique per merchant'),
  platform_order_no: text('the marketplace order number'),
  shipping_method: text('a channel code (orders.channels), required to submit'),
  currency: defaulted(
    Type.String({ description: 'currency of the declared, insured and COD values' }),
    'USD',
  ),
  first_name: text(),
  last_name: text(),
  company: text(),
  phone: text('digits, in the country format'),
  email: text(),
  country: text('ISO 3166 alpha-2, or IC / XB for the Canary and Balearic Islands'),
  state: text(),
  city: text(),
  postcode: text(),
  address_line1: text('5-75 characters'),
  address_line2: text(),
  house_number: text(),
  id_number: text('Taiwan consignees: an ID, company code or passport number'),
  company_code: text(),
  passport_number: text(),
  tax_id: text(),
  ioss: text('IOSS number'),
  eori: text(),
  customs_record_no: text(),
  signature: flag('1 for signature on delivery'),
  separate_customs: flag('1 to clear customs alone'),
  duty_prepaid: flag('1 for prepaid duty (DDP)'),
  battery: flag('1 when the parcel holds a battery'),
  return_if_undeliverable: flag(),
  cod_amount: text('cash on delivery, above 0 when given'),
  pay_by: defaulted(oneOf(ORDER_PAY_BY), 'recipient'),
  insured_value: text('at most 1.5 times the declared total, within the channel cap'),
  insurance_agreement: flag('1: the insurance agreement is ticked (required with insurance)'),
  remote_surcharge_confirmation: text('1 to accept the remote-area surcharge'),
  sales_link: text('required by some channels'),
  remark: text('at most 200 characters'),
  lines: text(
    'JSON [{"sku":"MUG-01","quantity":2,"declared_value":"12.50","name":"Mug","description":"Ceramic mug"}], 1-18 SKUs',
  ),
  services: text('JSON [{"code":"LABEL","quantity":1}]: add-on services'),
  packing_materials: text('JSON [{"sku":"BOX-S","quantity":1}]: packing-material products'),
};

/** The recipient part of the order form: what an address correction may send. */
export const RECIPIENT_FIELD_NAMES = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'postcode',
  'address_line1',
  'address_line2',
  'house_number',
] as const;
const RECIPIENT_FIELDS = Object.fromEntries(
  RECIPIENT_FIELD_NAMES.map((name) => [name, ORDER_FORM_FIELDS[name]]),
) as Pick<typeof ORDER_FORM_FIELDS, (typeof RECIPIENT_FIELD_NAMES)[number]>;

/** The list filters, shared by the list, the tab counts and the export. */
export const ORDER_FILTER_FIELDS = {
  numbers: text('batch search: up to 500 numbers separated by commas, spaces or new lines'),
  search_field: defaulted(oneOf(['all', ...ORDER_SEARCH_FIELDS]), 'all'),
  warehouse_id: optionalInteger(),
  shipping_method: text('a channel code'),
  country: text(),
  sku: text('orders holding this SKU'),
  date_from: text('YYYY-MM-DD, created on or after'),
  date_to: text('YYYY-MM-DD, created on or before'),
};

const STATUS_FILTER = {
  status: Type.Optional(oneOf(ORDER_STATUSES, 'absent for every status but deleted')),
  abnormal_reason: Type.Optional(oneOf(ORDER_ABNORMAL_REASONS)),
};

const SAVE_AS = defaulted(
  oneOf(['draft', 'pending_submit'], 'pending_submit checks the whole order first'),
  'draft',
);

const STOP_FIELDS = {
  id: requiredInteger(),
  reason: oneOf(ORDER_STOP_REASONS),
  complete: flag('1 for a complete stop (the order is deleted); else it returns to draft'),
  remark: text('at most 200 characters'),
};

export const ORDER_ENDPOINTS = {
  list: endpoint(ORDER_ROUTES.list, {
    summary: 'The merchant orders, newest first, by status tab, batch search and filters',
    request: Type.Object({ ...PAGING_FIELDS, ...STATUS_FILTER, ...ORDER_FILTER_FIELDS }),
    response: PageSchema(OrderListRowSchema),
  }),
  counts: endpoint(ORDER_ROUTES.counts, {
    summary: 'How many orders each status tab holds under the same search and filters',
    request: Type.Object({ ...ORDER_FILTER_FIELDS }),
    response: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      tabs: list(OrderStatusCountSchema),
    }),
  }),
  detail: endpoint(ORDER_ROUTES.detail, {
    summary: 'One order with its lines, services, fees, reservations and event log',
    request: Type.Object({ id: requiredInteger() }),
    response: OrderDetailSchema,
  }),
  entries: endpoint(ORDER_ROUTES.entries, {
    summary:
      "An order's entry details: its movements in the stock log (reserved, released, shipped) and in the ledger (charges, refunds), oldest first",
    request: Type.Object({ id: requiredInteger() }),
    response: OrderEntriesSchema,
  }),
  create: endpoint(ORDER_ROUTES.create, {
    summary: 'Creates an order as a draft, or as pending submit once the whole order is valid',
    request: Type.Object({ ...ORDER_FORM_FIELDS, save_as: SAVE_AS }),
    response: OrderSavedDataSchema,
  }),
  update: endpoint(ORDER_ROUTES.update, {
    summary: 'Replaces an order not yet submitted (draft or pending submit)',
    request: Type.Object({ id: requiredInteger(), ...ORDER_FORM_FIELDS, save_as: SAVE_AS }),
    response: OrderSavedDataSchema,
  }),
  action: endpoint(ORDER_ROUTES.action, {
    summary: 'moveToDraft or delete (permanent), through the order machine',
    request: Type.Object({
      id: requiredInteger(),
      action: verbOf(ORDER_ROUTES.action.actions.permissions),
    }),
    response: OrderSavedDataSchema,
  }),
  quote: endpoint(ORDER_ROUTES.quote, {
    summary: 'The fees of each channel serving the recipient country, for the form as sent',
    request: Type.Object({
      ...ORDER_FORM_FIELDS,
      channel: text('one channel code; blank quotes every channel serving the country'),
    }),
    response: Type.Object({ quotes: list(OrderQuoteSchema) }),
  }),
  submit: endpoint(ORDER_ROUTES.submit, {
    summary:
      'Checks and quotes a pending-submit order, then reserves stock and debits the fees in one transaction; a shortfall makes it abnormal',
    request: Type.Object({ id: requiredInteger() }),
    response: OrderSavedDataSchema,
  }),
  cancel: endpoint(ORDER_ROUTES.cancel, {
    summary:
      'Cancels an abnormal order still waiting: back to draft, or deleted when complete; stock and money return',
    request: Type.Object(STOP_FIELDS),
    response: OrderSavedDataSchema,
  }),
  correctAddress: endpoint(ORDER_ROUTES.correctAddress, {
    summary:
      'Corrects the recipient of an address-abnormal order (the country stays); the order resumes in the same transaction',
    request: Type.Object({ id: requiredInteger(), ...RECIPIENT_FIELDS }),
    response: OrderSavedDataSchema,
  }),
  intercept: endpoint(ORDER_ROUTES.intercept, {
    summary: 'Asks the warehouse to intercept a submitted order; the operator accepts or refuses',
    request: Type.Object(STOP_FIELDS),
    response: OrderSavedDataSchema,
  }),
  batch: endpoint(ORDER_ROUTES.batch, {
    summary: 'One action on up to 100 orders, with each order outcome',
    request: Type.Object({
      ids: requiredText('order ids separated by commas, at most 100'),
      action: verbOf(ORDER_ROUTES.batch.actions.permissions),
      reason: defaulted(oneOf(ORDER_STOP_REASONS), 'other'),
      complete: flag(),
    }),
    response: Type.Object({ results: list(OrderBatchResultSchema) }),
  }),
  export: endpoint(ORDER_ROUTES.export, {
    summary: 'Up to 800 orders of the list as XLSX, headings in the request language',
    request: Type.Object({ ...STATUS_FILTER, ...ORDER_FILTER_FIELDS }),
    response: Type.Object({
      file_name: Type.String(),
      content_type: Type.String(),
      content_base64: Type.String(),
      rows: Type.Integer({ minimum: 0 }),
    }),
  }),
  products: endpoint(ORDER_ROUTES.products, {
    summary: 'Active products of a warehouse with the stock available to orders',
    request: Type.Object({
      ...PAGING_FIELDS,
      warehouse_id: requiredInteger(),
      keyword: text('part of the SKU or name'),
    }),
    response: PageSchema(OrderProductSchema),
  }),
  channels: endpoint(ORDER_ROUTES.channels, {
    summary: 'Shipping channels, those serving a country when one is given',
    request: Type.Object({ country: text() }),
    response: Type.Object({ channels: list(OrderChannelSchema) }),
  }),
} as const;

import type { RmaDetail, RmaLine, RmaRow } from '@portal/contract';

/** A return as the list endpoint gives it: a draft the merchant may edit and submit. */
export const rmaRow = (overrides: Partial<RmaRow> = {}): RmaRow => ({
  id: 1,
  rma_no: 'RMA00000001',
  warehouse_id: 1,
  status: 'draft',
  actions: ['edit', 'submit'],
  order_number: 'SO-1',
  shipping_method: 'UPS',
  tracking_numbers: ['JD0001'],
  back_to_shelf: true,
  created_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** A line of a return: two MUG-01 announced, nothing received yet. */
export const rmaLine = (overrides: Partial<RmaLine> = {}): RmaLine => ({
  id: 1,
  product_id: 7,
  sku: 'MUG-01',
  quantity: 2,
  received: 0,
  qualified: 0,
  unqualified: 0,
  disposed: 0,
  ...overrides,
});

/** A return as the detail endpoint gives it: the row with one line. */
export const rmaDetail = (overrides: Partial<RmaDetail> = {}): RmaDetail => ({
  ...rmaRow(),
  lines: [rmaLine()],
  ...overrides,
});

import { describe, expect, it } from 'vitest';
import { copyOf, exportSheet, fixed, tabText, verdictOf } from './export-file';
import type { OrderMappingPreset } from './index';
import { orderMappingPreset } from './index';

const preset = orderMappingPreset('amazon-order-report') as OrderMappingPreset;
// The merchant's copy: warehouse, channel and currency; the unit value is the product's (below).
const mapping = copyOf(preset, [
  fixed('warehouse', 'LAX-1'),
  fixed('shipping_method', 'CN-FBA'),
  fixed('currency', 'USD'),
]);
const item = (order: string, ship: Record<string, string>, line: Record<string, string>) => ({
  'order-id': order,
  'order-item-id': `${order.replace(/-/g, '')}1`,
  'purchase-date': '2026-11-20T10:15:00+00:00',
  'payments-date': '2026-11-20T10:15:00+00:00',
  'buyer-email': `${order}@marketplace.amazon.com`,
  'buyer-name': ship['recipient-name'] ?? '',
  currency: 'USD',
  'ship-service-level': 'Standard',
  'sales-channel': 'Amazon.com',
  ...ship,
  ...line,
});
const newYork = {
  'recipient-name': 'Ada Lovelace',
  'ship-address-1': '350 Fifth Avenue',
  'ship-city': 'New York',
  'ship-state': 'NY',
  'ship-postal-code': '10001',
  'ship-country': 'US',
  'ship-phone-number': '2125550123',
};
const london = {
  'recipient-name': 'Tom Jones',
  'ship-address-1': '10 Downing Street',
  'ship-city': 'London',
  'ship-postal-code': 'SW1A 2AA',
  'ship-country': 'GB',
  'buyer-phone-number': '+44 20 7946 0958',
};
const mug = {
  sku: 'MUG-1',
  'product-name': 'Speckled mug',
  'quantity-purchased': '2',
  'item-price': '25.00',
};
const tea = {
  sku: 'TEA-1',
  'product-name': 'Green tea',
  'quantity-purchased': '1',
  'item-price': '15.00',
};
const rows = [
  item('111-0000001-0000001', newYork, mug),
  item('111-0000001-0000001', newYork, tea),
  item('111-0000002-0000002', london, tea),
  item('111-0000003-0000003', { ...london, 'ship-country': 'Atlantis' }, { ...tea, sku: '' }),
];
const sheet = exportSheet(preset, rows);

describe('Amazon Seller Central order report', () => {
  it('is tab-separated text whose columns hold no tab', () => {
    const text = tabText(sheet);
    const back = text.split('\n').map((line) => line.split('\t'));
    expect(back[0]).toEqual([...preset.headings]);
    expect(back.slice(1)).toEqual(sheet.rows.map((row) => row.cells));
  });

  const verdict = verdictOf(sheet, mapping);
  it('maps the recipient, the address phone else the buyer phone, the line twice', () => {
    expect(verdict.refused).toBeUndefined();
    expect(verdict.mapped.rows[2]?.cells).toMatchObject({
      reference_number: '111-0000002-0000002',
      first_name: 'Tom',
      last_name: 'Jones',
      phone: '+44 20 7946 0958',
      country: 'GB',
      product_name: 'Green tea',
      description: 'Green tea',
      quantity: '1',
    });
  });

  // item-price is the price of all the line's units, so the preset leaves the unit value to the
  // product's own declared value: without that default, it is the one thing the valid orders lack.
  it('finds nothing but the unit value in the valid orders, multi-line and British', () => {
    expect(verdict.fields).toMatchObject({
      2: ['declared_value'],
      3: ['declared_value'],
      4: ['declared_value'],
    });
  });

  it('reports every problem of the bad row at once', () => {
    expect(verdict.fields[5]).toEqual(expect.arrayContaining(['country', 'sku', 'declared_value']));
    expect(verdict.codes[5]).toContain('TEMPLATE.VALUE_NOT_COUNTRY');
  });
});

import { describe, expect, it } from 'vitest';
import { copyOf, exportSheet, fixed, verdictOf } from './export-file';
import type { OrderMappingPreset } from './index';
import { orderMappingPreset } from './index';

const preset = orderMappingPreset('ebay-orders-report') as OrderMappingPreset;
// The merchant's copy: the warehouse, the currency eBay's Sold For is priced in, their services.
const mapping = copyOf(preset, [
  fixed('warehouse', 'LAX-1'),
  fixed('currency', 'USD'),
  {
    field: 'shipping_method',
    source: { kind: 'column', heading: 'Shipping Service' },
    map: {
      pairs: [
        { from: 'USPS Ground Advantage', to: 'US-STD' },
        { from: 'eBay International Shipping', to: 'CN-FBA' },
        { from: 'Expedited Shipping to Canada', to: 'US-EXP' },
      ],
    },
  },
]);
const sale = (order: string, ship: Record<string, string>, item: Record<string, string>) => ({
  'Sales Record Number': order.slice(-4),
  'Order Number': order,
  'Buyer Username': `buyer${order.slice(-2)}`,
  'Buyer Email': `buyer${order.slice(-2)}@example.com`,
  'Sale Date': 'Nov-20-26',
  'Paid On Date': 'Nov-20-26',
  ...ship,
  ...item,
});
const ada = {
  'Ship To Name': 'Ada Lovelace',
  'Ship To Phone': '2125550123',
  'Ship To Address 1': '350 Fifth Avenue',
  'Ship To City': 'New York',
  'Ship To State': 'NY',
  'Ship To Zip': '10001',
  'Ship To Country': 'United States',
  'Shipping Service': 'USPS Ground Advantage',
};
const mug = {
  'Item Title': 'Speckled mug',
  'Custom Label': 'MUG-1',
  Quantity: '2',
  'Sold For': '$12.50',
};
const tea = {
  'Item Title': 'Green tea',
  'Custom Label': 'TEA-1',
  Quantity: '1',
  'Sold For': '$15.00',
};
const rows = [
  sale('12-11111-11111', ada, mug),
  sale('12-11111-11111', ada, tea),
  sale(
    '12-22222-22222',
    {
      'Ship To Name': 'Tom Jones',
      'Ship To Phone': '+44 20 7946 0958',
      'Ship To Address 1': '10 Downing Street',
      'Ship To City': 'London',
      'Ship To Zip': 'SW1A 2AA',
      'Ship To Country': 'United Kingdom',
      'Shipping Service': 'eBay International Shipping',
    },
    tea,
  ),
  sale(
    '12-33333-33333',
    {
      'Ship To Name': 'Jean-Luc Tremblay',
      'Ship To Phone': '+1 514 555 0199',
      'Ship To Address 1': '1 Rue Sainte-Catherine',
      'Ship To City': 'Montreal',
      'Ship To State': 'QC',
      'Ship To Zip': 'H3B 1A7',
      'Ship To Country': 'Canada',
      'Shipping Service': 'Expedited Shipping to Canada',
    },
    mug,
  ),
  // A line of the report without an order number (a closing note): not an order.
  { 'Sales Record Number': '4 record(s) downloaded' },
  sale(
    '12-44444-44444',
    { ...ada, 'Ship To Zip': '', 'Ship To City': '' },
    {
      ...mug,
      'Sold For': 'free',
    },
  ),
];
const verdict = verdictOf(exportSheet(preset, rows), mapping);

describe('eBay Seller Hub orders report', () => {
  it('imports every valid order: two lines to New York, one to London, one to Montreal', () => {
    expect(verdict.refused).toBeUndefined();
    expect(verdict.fields).toMatchObject({ 2: [], 3: [], 4: [], 5: [] });
    expect(verdict.mapped.rows[2]?.cells).toMatchObject({
      country: 'GB',
      first_name: 'Tom',
      last_name: 'Jones',
      declared_value: '15',
      shipping_method: 'CN-FBA',
    });
  });

  it('leaves out the line without an order number, saying why', () => {
    expect(verdict.skipped).toEqual([
      [6, '', { code: 'TEMPLATE.ROW_SKIPPED_EMPTY', params: { column: 'Order Number' } }],
    ]);
  });

  it('reports every problem of the bad order at once', () => {
    expect(verdict.fields[7]).toEqual(
      expect.arrayContaining(['postcode', 'city', 'declared_value']),
    );
    expect(verdict.codes[7]).toContain('TEMPLATE.VALUE_NOT_AMOUNT');
  });
});

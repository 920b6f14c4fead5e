import { describe, expect, it } from 'vitest';
import { copyOf, exportSheet, fixed, verdictOf } from './export-file';
import type { OrderMappingPreset } from './index';
import { orderMappingPreset } from './index';

const preset = orderMappingPreset('etsy-sold-order-items') as OrderMappingPreset;
// The merchant's copy: the warehouse and one channel serving their buyers' countries.
const mapping = copyOf(preset, [fixed('warehouse', 'LAX-1'), fixed('shipping_method', 'CN-FBA')]);
const item = (order: string, ship: Record<string, string>, line: Record<string, string>) => ({
  'Sale Date': '11/20/26',
  Buyer: `buyer${order}`,
  Currency: 'USD',
  'Transaction ID': `${order}1`,
  'Listing ID': `${order}2`,
  'Date Paid': '11/20/26',
  'Order ID': order,
  'Order Type': 'online',
  'Listings Type': 'listing',
  'Payment Type': 'online_cc',
  ...ship,
  ...line,
});
const newYork = {
  'Ship Name': 'Ada Lovelace',
  'Ship Address1': '350 Fifth Avenue',
  'Ship City': 'New York',
  'Ship State': 'NY',
  'Ship Zipcode': '10001',
  'Ship Country': 'United States',
};
const berlin = {
  'Ship Name': 'Hans Müller',
  'Ship Address1': 'Unter den Linden 1',
  'Ship City': 'Berlin',
  'Ship Zipcode': '10117',
  'Ship Country': 'Germany',
};
const mug = { 'Item Name': 'Speckled mug', SKU: 'MUG-1', Quantity: '2', Price: '12.50' };
const tea = { 'Item Name': 'Green tea', SKU: 'TEA-1', Quantity: '1', Price: '15.00' };
const rows = [
  item('3001', newYork, mug),
  item('3001', newYork, tea),
  item('3002', berlin, tea),
  item('3003', { ...berlin, 'Ship Country': 'Germania' }, { ...tea, Quantity: '0' }),
];
const verdict = verdictOf(exportSheet(preset, rows), mapping);

describe('Etsy sold order items', () => {
  it('maps the ship-to name, the country name and the line, one heading for name and description', () => {
    expect(verdict.refused).toBeUndefined();
    expect(verdict.mapped.rows[2]?.cells).toMatchObject({
      reference_number: '3002',
      first_name: 'Hans',
      last_name: 'Müller',
      country: 'DE',
      product_name: 'Green tea',
      description: 'Green tea',
      declared_value: '15.00',
      currency: 'USD',
    });
  });

  // Etsy's downloads carry no buyer phone, which every channel requires: the orders are otherwise
  // valid, and the phone is the one thing the merchant is asked for (README.md).
  it('finds nothing but the missing phone in the valid orders, multi-line and German', () => {
    expect(verdict.fields).toMatchObject({ 2: ['phone'], 3: ['reference_number'], 4: ['phone'] });
    expect(verdict.codes[3]).toEqual(['TEMPLATE.ORDER_REFUSED']);
  });

  it('reports every problem of the bad row at once', () => {
    expect(verdict.fields[5]).toEqual(expect.arrayContaining(['country', 'quantity']));
    expect(verdict.codes[5]).toContain('TEMPLATE.VALUE_NOT_COUNTRY');
  });
});

import { describe, expect, it } from 'vitest';
import { copyOf, exportSheet, fixed, verdictOf } from './export-file';
import type { OrderMappingPreset } from './index';
import { orderMappingPreset } from './index';

describe('Shopify orders export', () => {
  const preset = orderMappingPreset('shopify-orders') as OrderMappingPreset;
  // The merchant's copy: one warehouse, the store's shipping-method titles as our channels.
  const mapping = copyOf(preset, [
    fixed('warehouse', 'LAX-1'),
    {
      field: 'shipping_method',
      source: { kind: 'column', heading: 'Shipping Method' },
      map: {
        pairs: [
          { from: 'Standard', to: 'US-STD' },
          { from: 'Royal Mail Tracked', to: 'UK-RM' },
          { from: 'DHL Europe', to: 'DE-DHL' },
          { from: 'Express', to: 'US-EXP' },
        ],
      },
    },
  ]);
  const order = (name: string, more: Record<string, string>) => ({
    Name: name,
    Email: `${name.slice(1)}@example.com`,
    'Financial Status': 'paid',
    'Fulfillment Status': 'unfulfilled',
    'Created at': '2026-11-20 10:15:00 +0000',
    'Billing Name': 'Someone Else',
    'Billing Phone': '+1 646 555 0100',
    'Lineitem requires shipping': 'true',
    'Lineitem taxable': 'true',
    'Lineitem fulfillment status': 'pending',
    ...more,
  });
  // Later lines of an order: Shopify writes the order's cells on its first line only.
  const line = (name: string, more: Record<string, string>) => ({
    Name: name,
    Email: `${name.slice(1)}@example.com`,
    'Lineitem requires shipping': 'true',
    'Lineitem fulfillment status': 'pending',
    ...more,
  });
  const rows = [
    order('#1001', {
      Currency: 'USD',
      'Shipping Method': 'Standard',
      'Shipping Name': 'Ada Lovelace',
      'Shipping Address1': '350 Fifth Avenue',
      'Shipping City': 'New York',
      'Shipping Zip': '10001',
      'Shipping Province': 'NY',
      'Shipping Country': 'US',
      'Shipping Phone': '2125550123',
      'Lineitem quantity': '2',
      'Lineitem name': 'Speckled mug',
      'Lineitem price': '12.50',
      'Lineitem sku': 'MUG-1',
    }),
    line('#1001', {
      'Lineitem quantity': '1',
      'Lineitem name': 'Green tea',
      'Lineitem price': '15.00',
      'Lineitem sku': 'TEA-1',
    }),
    line('#1001', {
      'Lineitem quantity': '1',
      'Lineitem name': 'Gift Card',
      'Lineitem price': '25.00',
      'Lineitem requires shipping': 'false',
    }),
    order('#1002', {
      Currency: 'GBP',
      'Shipping Method': 'Royal Mail Tracked',
      'Shipping Name': 'Tom Jones',
      'Shipping Address1': '10 Downing Street',
      'Shipping City': 'London',
      'Shipping Zip': 'SW1A 2AA',
      'Shipping Country': 'GB',
      Phone: '+44 20 7946 0958',
      'Lineitem quantity': '1',
      'Lineitem name': 'Green tea',
      'Lineitem price': '15.00',
      'Lineitem sku': 'TEA-1',
    }),
    order('#1003', {
      Currency: 'EUR',
      'Shipping Method': 'DHL Europe',
      'Shipping Name': 'Hans Müller',
      'Shipping Address1': 'Unter den Linden 1',
      'Shipping City': 'Berlin',
      'Shipping Zip': "'10117",
      'Shipping Country': 'DE',
      'Shipping Phone': '+49 30 901820',
      'Lineitem quantity': '3',
      'Lineitem name': 'Speckled mug',
      'Lineitem price': '12.50',
      'Lineitem sku': 'MUG-1',
    }),
    order('#1004', {
      Currency: 'USD',
      'Shipping Method': 'Express',
      'Shipping Name': 'Jean-Luc Tremblay',
      'Shipping Address1': '1 Rue Sainte-Catherine',
      'Shipping City': 'Montreal',
      'Shipping Zip': 'H3B 1A7',
      'Shipping Province': 'QC',
      'Shipping Country': 'CA',
      'Shipping Phone': '+1 514 555 0199',
      'Lineitem quantity': '1',
      'Lineitem name': 'Green tea',
      'Lineitem price': '15.00',
      'Lineitem sku': 'TEA-1',
    }),
    order('#1005', {
      Currency: 'USD',
      'Shipping Method': 'Pigeon post',
      'Shipping Name': 'Bad Row',
      'Shipping Address1': '1 Nowhere Road',
      'Shipping City': 'Poseidonis',
      'Shipping Zip': '00000',
      'Shipping Country': 'Atlantis',
      'Shipping Phone': '2125550123',
      'Lineitem quantity': 'two',
      'Lineitem name': 'Speckled mug',
      'Lineitem price': '12.50',
      'Lineitem sku': 'MUG-1',
    }),
    line('#1005', {
      'Lineitem quantity': '1',
      'Lineitem name': 'Green tea',
      'Lineitem price': '15.00',
      'Lineitem sku': 'TEA-1',
    }),
  ];
  const verdict = verdictOf(exportSheet(preset, rows), mapping);

  it('reads the file whole', () => {
    expect(verdict.refused).toBeUndefined();
  });

  it('imports every shippable, valid order: multi-line, British, German and Canadian', () => {
    expect(verdict.fields).toMatchObject({ 2: [], 3: [], 5: [], 6: [], 7: [] });
  });

  it('skips the gift card, saying why', () => {
    expect(verdict.skipped).toEqual([
      [
        4,
        '#1001',
        {
          code: 'TEMPLATE.ROW_SKIPPED_VALUE',
          params: { column: 'Lineitem requires shipping', value: 'false' },
        },
      ],
    ]);
  });

  it('reports every problem of a bad row at once, and refuses the rest of its order', () => {
    expect(verdict.fields[8]).toEqual(
      expect.arrayContaining(['country', 'shipping_method', 'quantity']),
    );
    expect(verdict.codes[8]).toEqual(
      expect.arrayContaining(['TEMPLATE.VALUE_NOT_COUNTRY', 'TEMPLATE.VALUE_NOT_MAPPED']),
    );
    expect(verdict.codes[9]).toEqual(['TEMPLATE.ORDER_REFUSED']);
  });

  it('splits the shipping name, takes the checkout phone when the address has none, names the line twice', () => {
    const [first, , british] = verdict.mapped.rows;
    expect(first?.cells).toMatchObject({
      reference_number: '#1001',
      platform_order_no: '#1001',
      first_name: 'Ada',
      last_name: 'Lovelace',
      product_name: 'Speckled mug',
      description: 'Speckled mug',
      warehouse: 'LAX-1',
      shipping_method: 'US-STD',
    });
    expect(british?.cells).toMatchObject({ phone: '+44 20 7946 0958', country: 'GB' });
    // Shopify writes a zip with a leading zero-keeping apostrophe; the preset reads it without.
    expect(verdict.mapped.rows[3]?.cells['postcode']).toBe('10117');
  });
});

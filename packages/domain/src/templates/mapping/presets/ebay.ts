import type { OrderMappingPreset } from './preset';
import { column, country, fullName } from './preset';

/**
 * eBay Seller Hub, Orders > Download report (CSV). `Sold For` (the price of one unit) is written
 * with a currency sign, so it is read through the built-in `amount` map.
 */
export const EBAY_ORDERS_REPORT: OrderMappingPreset = {
  id: 'ebay-orders-report',
  title: 'eBay Seller Hub orders report',
  delimiter: 'comma',
  // prettier-ignore
  headings: [
    'Sales Record Number', 'Order Number', 'Buyer Username', 'Buyer Name', 'Buyer Email',
    'Buyer Note', 'Buyer Address 1', 'Buyer Address 2', 'Buyer City', 'Buyer State', 'Buyer Zip',
    'Buyer Country', 'Buyer Tax Identifier Name', 'Buyer Tax Identifier Value', 'Ship To Name',
    'Ship To Phone', 'Ship To Address 1', 'Ship To Address 2', 'Ship To City', 'Ship To State',
    'Ship To Zip', 'Ship To Country', 'Item Number', 'Item Title', 'Custom Label',
    'Sold Via Promoted Listings', 'Quantity', 'Sold For', 'Shipping And Handling', 'Item Location',
    'Item Zip Code', 'Item Country', 'eBay Collect And Remit Tax Rate',
    'eBay Collect And Remit Tax Type', 'eBay Reference Name', 'eBay Reference Value', 'Tax Status',
    'Seller Collected Tax', 'eBay Collected Tax', 'Electronic Waste Recycling Fee',
    'Mattress Recycling Fee', 'Battery Recycling Fee', 'White Goods Disposal Tax',
    'Tire Recycling Fee', 'Additional Fee', 'Lumber Fee', 'Prepaid Wireless Fee',
    'Road Improvement And Food Delivery Fee', 'eBay Collected Charges', 'Total Price',
    'eBay Collected Tax and Fees Included in Total', 'Payment Method', 'Sale Date', 'Paid On Date',
    'Ship By Date', 'Minimum Estimated Delivery Date', 'Maximum Estimated Delivery Date',
    'Shipped On Date', 'Feedback Left', 'Feedback Received', 'My Item Note',
    'PayPal Transaction ID', 'Shipping Service', 'Tracking Number', 'Transaction ID',
    'Variation Details', 'Global Shipping Program', 'Global Shipping Reference ID',
    'Click And Collect', 'Click And Collect Reference Number', 'eBay Plus',
    'Authenticity Verification Program', 'Authenticity Verification Status',
    'Authenticity Verification Outcome Reason', 'PSA Vault Program', 'Vault Fulfillment Type',
    'eBay Fulfillment Program', 'Tax City', 'Tax State', 'Tax Zip', 'Tax Country',
    'eBay International Shipping',
  ],
  mapping: {
    fields: [
      column('reference_number', 'Order Number'),
      column('platform_order_no', 'Order Number'),
      ...fullName('Ship To Name'),
      column('phone', 'Ship To Phone'),
      column('email', 'Buyer Email'),
      country('Ship To Country'),
      column('state', 'Ship To State'),
      column('city', 'Ship To City'),
      column('postcode', 'Ship To Zip'),
      column('address_line1', 'Ship To Address 1'),
      column('address_line2', 'Ship To Address 2'),
      column('sku', 'Custom Label'),
      column('product_name', 'Item Title'),
      column('description', 'Item Title'),
      column('quantity', 'Quantity'),
      {
        field: 'declared_value',
        source: { kind: 'column', heading: 'Sold For' },
        map: { builtIn: 'amount' },
      },
    ],
    // The report's closing lines ("n record(s) downloaded") carry no order number.
    skip: [{ heading: 'Order Number', when: 'empty' }],
  },
};

import type { OrderMappingPreset } from './preset';
import { column, country, fullName } from './preset';

/** Etsy Shop Manager, Settings > Options > Download Data, "Order Items" (EtsySoldOrderItems CSV). */
export const ETSY_SOLD_ORDER_ITEMS: OrderMappingPreset = {
  id: 'etsy-sold-order-items',
  title: 'Etsy sold order items',
  delimiter: 'comma',
  // prettier-ignore
  headings: [
    'Sale Date', 'Item Name', 'Buyer', 'Quantity', 'Price', 'Coupon Code', 'Coupon Details',
    'Discount Amount', 'Shipping Discount', 'Order Shipping', 'Order Sales Tax', 'Item Total',
    'Currency', 'Transaction ID', 'Listing ID', 'Date Paid', 'Date Shipped', 'Ship Name',
    'Ship Address1', 'Ship Address2', 'Ship City', 'Ship State', 'Ship Zipcode', 'Ship Country',
    'Order ID', 'Variations', 'Order Type', 'Listings Type', 'Payment Type', 'InPerson Discount',
    'InPerson Location', 'VAT Paid by Buyer', 'SKU',
  ],
  mapping: {
    fields: [
      column('reference_number', 'Order ID'),
      column('platform_order_no', 'Order ID'),
      column('currency', 'Currency'),
      ...fullName('Ship Name'),
      country('Ship Country'),
      column('state', 'Ship State'),
      column('city', 'Ship City'),
      column('postcode', 'Ship Zipcode'),
      column('address_line1', 'Ship Address1'),
      column('address_line2', 'Ship Address2'),
      column('sku', 'SKU'),
      column('product_name', 'Item Name'),
      column('description', 'Item Name'),
      column('quantity', 'Quantity'),
      column('declared_value', 'Price'),
    ],
    skip: [],
  },
};

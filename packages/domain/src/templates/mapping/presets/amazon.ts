import type { OrderMappingPreset } from './preset';
import { column, country, fullName } from './preset';

/**
 * Amazon Seller Central, Orders > Order Reports (tab-separated text). Only the columns both the
 * new-orders and the unshipped-orders variants carry are read; the unit price is not, since the
 * report's `item-price` is the price of all the line's units.
 */
export const AMAZON_ORDER_REPORT: OrderMappingPreset = {
  id: 'amazon-order-report',
  title: 'Amazon Seller Central order report',
  delimiter: 'tab',
  // prettier-ignore
  headings: [
    'order-id', 'order-item-id', 'purchase-date', 'payments-date', 'buyer-email', 'buyer-name',
    'buyer-phone-number', 'sku', 'product-name', 'quantity-purchased', 'currency', 'item-price',
    'item-tax', 'shipping-price', 'shipping-tax', 'ship-service-level', 'recipient-name',
    'ship-address-1', 'ship-address-2', 'ship-address-3', 'ship-city', 'ship-state',
    'ship-postal-code', 'ship-country', 'ship-phone-number', 'delivery-start-date',
    'delivery-end-date', 'delivery-time-zone', 'delivery-Instructions', 'sales-channel',
  ],
  mapping: {
    fields: [
      column('reference_number', 'order-id'),
      column('platform_order_no', 'order-id'),
      ...fullName('recipient-name'),
      {
        field: 'phone',
        source: { kind: 'first_of', headings: ['ship-phone-number', 'buyer-phone-number'] },
      },
      column('email', 'buyer-email'),
      country('ship-country'),
      column('state', 'ship-state'),
      column('city', 'ship-city'),
      column('postcode', 'ship-postal-code'),
      column('address_line1', 'ship-address-1'),
      column('address_line2', 'ship-address-2'),
      column('sku', 'sku'),
      column('product_name', 'product-name'),
      column('description', 'product-name'),
      column('quantity', 'quantity-purchased'),
    ],
    skip: [],
  },
};

import type { CatalogSection } from '../../types';

/** The server's messages of the outbound order area (en); the screens' texts are the web's. */
export const ordersServer: CatalogSection = {
  SERVER: {
    ORDER_UNKNOWN: 'No such order',
    ORDER_SAVED: 'Order saved',
    ORDER_SUBMITTED: 'Order submitted: stock reserved and fees charged',
    ORDER_ABNORMAL:
      'Order submitted but abnormal: it waits for stock, plan-items, funds or an address correction',
    ORDER_CANCELLED: 'Order cancelled',
    ORDER_INTERCEPT_REQUESTED: 'Interception requested; the warehouse will accept or refuse it',
    ORDER_INTERCEPT_PENDING: 'An interception of this order is already waiting for the warehouse',
    ORDER_NO_INTERCEPT_REQUEST: 'This order has no interception request waiting',
    ORDER_REFERENCE_TAKEN: 'Another order already has the reference number {{reference}}',
    ORDER_NOT_PACKING_MATERIAL: '{{sku}} is not an active packing material',
    ORDER_SERVICE_UNKNOWN: 'There is no add-on service {{code}}',
    ORDER_CHARGED: 'Stock reserved, {{items}} plan-items used and {{amount}} CNY charged',
    ORDER_ADDRESS_CORRECTED: 'Address corrected; the order is processing again',
    ORDER_NOT_ADDRESS_ABNORMAL:
      'Only an order waiting for an address correction can have its address corrected',
    ORDER_COUNTRY_KEPT:
      'The country stays {{country}}: the order was quoted for it (cancel and submit again to ship elsewhere)',
    ORDER_TRACKING: 'Shipped with tracking number {{tracking}}',
    RATE_CARD_SAVED: 'Rate card saved',
    RATE_CARD_MAX_BELOW_FIRST: 'The maximum weight must not be below the first weight',
    ORDER_COLUMN_ORDER_NO: 'Order number',
    ORDER_COLUMN_REFERENCE_NO: 'Reference number',
    ORDER_COLUMN_PLATFORM_ORDER_NO: 'Platform order number',
    ORDER_COLUMN_STATUS: 'Status',
    ORDER_COLUMN_WAREHOUSE: 'Warehouse',
    ORDER_COLUMN_SHIPPING_METHOD: 'Shipping method',
    ORDER_COLUMN_TRACKING_NO: 'Tracking number',
    ORDER_COLUMN_COUNTRY: 'Country',
    ORDER_COLUMN_RECIPIENT: 'Recipient',
    ORDER_COLUMN_QUANTITY: 'Quantity',
    ORDER_COLUMN_CHARGED: 'Charged (CNY)',
    ORDER_COLUMN_CREATED_AT: 'Created at',
  },
};

import type { OrderMappingPreset } from './preset';
import { column, country, fullName } from './preset';

/** Shopify admin, Orders > Export, "CSV for Excel, Numbers, or other spreadsheet programs". */
export const SHOPIFY_ORDERS: OrderMappingPreset = {
  id: 'shopify-orders',
  title: 'Shopify orders export',
  delimiter: 'comma',
  // prettier-ignore
  headings: [
    'Name', 'Email', 'Financial Status', 'Paid at', 'Fulfillment Status', 'Fulfilled at',
    'Accepts Marketing', 'Currency', 'Subtotal', 'Shipping', 'Taxes', 'Total', 'Discount Code',
    'Discount Amount', 'Shipping Method', 'Created at', 'Lineitem quantity', 'Lineitem name',
    'Lineitem price', 'Lineitem compare at price', 'Lineitem sku', 'Lineitem requires shipping',
    'Lineitem taxable', 'Lineitem fulfillment status', 'Billing Name', 'Billing Street',
    'Billing Address1', 'Billing Address2', 'Billing Company', 'Billing City', 'Billing Zip',
    'Billing Province', 'Billing Country', 'Billing Phone', 'Shipping Name', 'Shipping Street',
    'Shipping Address1', 'Shipping Address2', 'Shipping Company', 'Shipping City', 'Shipping Zip',
    'Shipping Province', 'Shipping Country', 'Shipping Phone', 'Notes', 'Note Attributes',
    'Cancelled at', 'Payment Method', 'Payment Reference', 'Refunded Amount', 'Vendor',
    'Outstanding Balance', 'Employee', 'Location', 'Device ID', 'Id', 'Tags', 'Risk Level',
    'Source', 'Lineitem discount', 'Tax 1 Name', 'Tax 1 Value', 'Tax 2 Name', 'Tax 2 Value',
    'Tax 3 Name', 'Tax 3 Value', 'Tax 4 Name', 'Tax 4 Value', 'Tax 5 Name', 'Tax 5 Value',
    'Phone', 'Receipt Number', 'Duties', 'Billing Province Name', 'Shipping Province Name',
    'Payment ID', 'Payment Terms Name', 'Next Payment Due At', 'Payment References',
  ],
  mapping: {
    fields: [
      column('reference_number', 'Name'),
      column('platform_order_no', 'Name'),
      column('currency', 'Currency'),
      ...fullName('Shipping Name'),
      column('company', 'Shipping Company'),
      // Shopify writes the checkout phone in Phone when the address has none.
      { field: 'phone', source: { kind: 'first_of', headings: ['Shipping Phone', 'Phone'] } },
      column('email', 'Email'),
      country('Shipping Country'),
      column('state', 'Shipping Province'),
      column('city', 'Shipping City'),
      // Shopify writes `'75008` so a spreadsheet keeps the leading zero.
      {
        field: 'postcode',
        source: { kind: 'column', heading: 'Shipping Zip' },
        map: { builtIn: 'unquote' },
      },
      column('address_line1', 'Shipping Address1'),
      column('address_line2', 'Shipping Address2'),
      column('remark', 'Notes'),
      column('sku', 'Lineitem sku'),
      column('product_name', 'Lineitem name'),
      column('description', 'Lineitem name'),
      column('quantity', 'Lineitem quantity'),
      column('declared_value', 'Lineitem price'),
    ],
    // Gift cards and digital goods: Shopify marks the lines that need no parcel.
    skip: [{ heading: 'Lineitem requires shipping', when: 'equals', values: ['false'] }],
  },
};

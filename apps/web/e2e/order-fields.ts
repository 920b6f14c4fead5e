/**
 * The fields of an order of one mug of `sku` to New York, pending submit: what the order specs and
 * the open API spec send to the order create endpoint (the merchant's, or the open API's).
 */
export const oneMugOrderFields = (warehouseId: number, sku: string, reference: string) => ({
  warehouse_id: String(warehouseId),
  reference_no: reference,
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  lines: JSON.stringify([
    { sku, quantity: 1, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
});

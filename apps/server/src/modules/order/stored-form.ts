import type { OrderFormFields } from '@portal/domain';
import type { OrderLineRecord, OrderRecord } from './repository';

/**
 * A stored order as the wire form it was saved from, so submission checks it again with the
 * same validateOrderForm the create and update calls ran (the rules may have changed since).
 */
export function storedFormOf(
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  services: readonly { readonly code: string; readonly quantity: number }[],
  packing: readonly { readonly sku: string; readonly quantity: number }[] = [],
): OrderFormFields {
  return {
    warehouse_id: order.warehouse_id,
    order_type: order.order_type,
    reference_no: order.reference_no,
    platform_order_no: order.platform_order_no,
    shipping_method: order.channel,
    currency: order.currency,
    first_name: order.first_name,
    last_name: order.last_name,
    company: order.company,
    phone: order.phone,
    email: order.email,
    country: order.country,
    state: order.state,
    city: order.city,
    postcode: order.postcode,
    address_line1: order.address_line1,
    address_line2: order.address_line2,
    house_number: order.house_number,
    id_number: order.id_number,
    company_code: order.company_code,
    passport_number: order.passport_number,
    tax_id: order.tax_id,
    ioss: order.ioss,
    eori: order.eori,
    customs_record_no: order.customs_record_no,
    signature: order.signature,
    separate_customs: order.separate_customs,
    duty_prepaid: order.duty_prepaid,
    battery: order.battery,
    return_if_undeliverable: order.return_if_undeliverable,
    cod_amount: order.cod_amount,
    pay_by: order.pay_by,
    insured_value: order.insured_value,
    insurance_agreement: order.insurance_agreement,
    remote_surcharge_confirmation: order.remote_surcharge_confirmation,
    sales_link: order.sales_link,
    remark: order.remark,
    lines: JSON.stringify(
      lines.map((l) => ({
        sku: l.sku,
        quantity: l.quantity,
        declared_value: l.declared_value,
        name: l.name,
        description: l.description,
      })),
    ),
    services: JSON.stringify(services),
    packing_materials: JSON.stringify(packing),
  };
}

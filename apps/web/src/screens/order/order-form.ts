import type { OrderDetail } from '@portal/contract';
import type {
  FormFields,
  OrderFormFields,
  OrderPayBy,
  OrderType,
  ValidationFieldIssue,
} from '@portal/domain';
import { validateOrderForm } from '@portal/domain';
import { flagField } from '../../kit/form-model';

/** One product line as typed; named as the contract's `lines` items. */
export interface OrderLineDraft {
  readonly sku: string;
  readonly quantity: string;
  readonly declared_value: string;
  readonly name: string;
  readonly description: string;
}

/** One packing material as typed (a packing-material product of the warehouse). */
export interface PackingDraft {
  readonly sku: string;
  readonly quantity: string;
}

/** The outbound order as typed, named as the contract's ORDER_FORM_FIELDS. */
export interface OrderFormValues {
  readonly warehouse_id: string;
  readonly order_type: OrderType;
  readonly reference_no: string;
  readonly platform_order_no: string;
  readonly shipping_method: string;
  readonly currency: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly company: string;
  readonly phone: string;
  readonly email: string;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly postcode: string;
  readonly address_line1: string;
  readonly address_line2: string;
  readonly house_number: string;
  readonly id_number: string;
  readonly company_code: string;
  readonly passport_number: string;
  readonly tax_id: string;
  readonly ioss: string;
  readonly eori: string;
  readonly customs_record_no: string;
  readonly signature: boolean;
  readonly separate_customs: boolean;
  readonly duty_prepaid: boolean;
  readonly battery: boolean;
  readonly return_if_undeliverable: boolean;
  readonly cod_amount: string;
  readonly pay_by: OrderPayBy;
  readonly insured_value: string;
  readonly insurance_agreement: boolean;
  readonly remote_surcharge_confirmation: string;
  readonly sales_link: string;
  readonly remark: string;
  readonly lines: readonly OrderLineDraft[];
  /** The chosen add-on services' codes. */
  readonly services: readonly string[];
  readonly packing_materials: readonly PackingDraft[];
}

export const EMPTY_ORDER_LINE: OrderLineDraft = {
  sku: '',
  quantity: '1',
  declared_value: '',
  name: '',
  description: '',
};

export const emptyOrderValues = (): OrderFormValues => ({
  warehouse_id: '',
  order_type: 'standard',
  reference_no: '',
  platform_order_no: '',
  shipping_method: '',
  currency: 'USD',
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  email: '',
  country: '',
  state: '',
  city: '',
  postcode: '',
  address_line1: '',
  address_line2: '',
  house_number: '',
  id_number: '',
  company_code: '',
  passport_number: '',
  tax_id: '',
  ioss: '',
  eori: '',
  customs_record_no: '',
  signature: false,
  separate_customs: false,
  duty_prepaid: false,
  battery: false,
  return_if_undeliverable: false,
  cod_amount: '',
  pay_by: 'recipient',
  insured_value: '',
  insurance_agreement: false,
  remote_surcharge_confirmation: '',
  sales_link: '',
  remark: '',
  lines: [EMPTY_ORDER_LINE],
  services: [],
  packing_materials: [],
});

/** The text fields of the form, for trimming. */
const TEXT_FIELDS = [
  'reference_no',
  'platform_order_no',
  'shipping_method',
  'currency',
  'first_name',
  'last_name',
  'company',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'postcode',
  'address_line1',
  'address_line2',
  'house_number',
  'id_number',
  'company_code',
  'passport_number',
  'tax_id',
  'ioss',
  'eori',
  'customs_record_no',
  'cod_amount',
  'insured_value',
  'remote_surcharge_confirmation',
  'sales_link',
  'remark',
] as const satisfies readonly (keyof OrderFormValues)[];

const FLAG_FIELDS = [
  'signature',
  'separate_customs',
  'duty_prepaid',
  'battery',
  'return_if_undeliverable',
  'insurance_agreement',
] as const satisfies readonly (keyof OrderFormValues)[];

const trimmedItem = <T extends object>(item: T) =>
  Object.fromEntries(Object.entries(item).map(([key, text]) => [key, String(text).trim()]));

/** The create, update and quote fields of the contract (ORDER_FORM_FIELDS), without save_as. */
export function orderFields(values: OrderFormValues): FormFields {
  const fields: Record<string, string> = {
    warehouse_id: values.warehouse_id,
    order_type: values.order_type,
    pay_by: values.pay_by,
    // the country code travels upper-case, as the domain's country rules read it
    country: values.country.trim().toUpperCase(),
  };
  for (const name of TEXT_FIELDS) if (name !== 'country') fields[name] = values[name].trim();
  for (const name of FLAG_FIELDS) fields[name] = flagField(values[name]);
  fields['lines'] = JSON.stringify(values.lines.map(trimmedItem));
  fields['services'] = JSON.stringify(values.services.map((code) => ({ code, quantity: 1 })));
  fields['packing_materials'] = JSON.stringify(
    values.packing_materials.map(trimmedItem).filter((item) => item['sku'] !== ''),
  );
  return fields;
}

/** The values as the domain's validateOrderForm and the server read them (ORDER_FORM_FIELDS). */
export function orderFormInput(values: OrderFormValues): OrderFormFields {
  const fields = orderFields(values);
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    warehouse_id: text('warehouse_id'),
    order_type: text('order_type'),
    reference_no: text('reference_no'),
    platform_order_no: text('platform_order_no'),
    shipping_method: text('shipping_method'),
    currency: text('currency'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    company: text('company'),
    phone: text('phone'),
    email: text('email'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postcode: text('postcode'),
    address_line1: text('address_line1'),
    address_line2: text('address_line2'),
    house_number: text('house_number'),
    id_number: text('id_number'),
    company_code: text('company_code'),
    passport_number: text('passport_number'),
    tax_id: text('tax_id'),
    ioss: text('ioss'),
    eori: text('eori'),
    customs_record_no: text('customs_record_no'),
    cod_amount: text('cod_amount'),
    pay_by: text('pay_by'),
    insured_value: text('insured_value'),
    insurance_agreement: values.insurance_agreement,
    remote_surcharge_confirmation: text('remote_surcharge_confirmation'),
    sales_link: text('sales_link'),
    remark: text('remark'),
    lines: text('lines'),
    services: text('services'),
    packing_materials: text('packing_materials'),
  };
}

/** Every refusal of a complete order (pending submit or submit), by wire name. */
export const orderIssues = (values: OrderFormValues): ValidationFieldIssue[] =>
  validateOrderForm(orderFormInput(values), { complete: true });

/** A draft may be incomplete: only what would corrupt the record is refused. */
export const orderDraftIssues = (values: OrderFormValues): ValidationFieldIssue[] =>
  validateOrderForm(orderFormInput(values), { complete: false });

/** A line nothing was typed into (the form's first empty line, a line added and left). */
export const isBlankLine = (line: OrderLineDraft): boolean =>
  [line.sku, line.declared_value, line.name, line.description].every((text) => text.trim() === '');

/** A saved order back as form values (edit). */
export const orderValuesOf = (detail: OrderDetail): OrderFormValues => ({
  warehouse_id: String(detail.warehouse_id),
  order_type: detail.order_type,
  reference_no: detail.reference_no,
  platform_order_no: detail.platform_order_no,
  shipping_method: detail.shipping_method,
  currency: detail.currency,
  ...detail.recipient,
  tax_id: detail.tax_id,
  ioss: detail.ioss,
  eori: detail.eori,
  customs_record_no: detail.customs_record_no,
  signature: detail.signature,
  separate_customs: detail.separate_customs,
  duty_prepaid: detail.duty_prepaid,
  battery: detail.battery,
  return_if_undeliverable: detail.return_if_undeliverable,
  cod_amount: detail.cod_amount,
  pay_by: detail.pay_by,
  insured_value: detail.insured_value,
  insurance_agreement: detail.insurance_agreement,
  remote_surcharge_confirmation: detail.remote_surcharge_confirmation,
  sales_link: detail.sales_link,
  remark: detail.remark,
  lines:
    detail.lines.length === 0
      ? [EMPTY_ORDER_LINE]
      : detail.lines.map((line) => ({
          sku: line.sku,
          quantity: String(line.quantity),
          declared_value: line.declared_value,
          name: line.name,
          description: line.description,
        })),
  services: detail.services.map((service) => service.code),
  packing_materials: detail.packing_materials.map((item) => ({
    sku: item.sku,
    quantity: String(item.quantity),
  })),
});

import type { OrderDetail } from '@portal/contract';
import type {
  FormFields,
  OrderFieldRecord,
  OrderFormFieldName,
  OrderFormFields,
  OrderPayBy,
  OrderType,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  normalizeRecipientPhone,
  ORDER_FORM_FIELD_KINDS,
  orderFieldsOfKind,
  validateOrderForm,
} from '@portal/domain';
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

/**
 * The outbound order as typed: the domain's order form field table (ORDER_FORM_FIELD_KINDS) with
 * the screen's own shapes for the choices and the lists.
 */
export type OrderFormValues = Omit<
  OrderFieldRecord<{ id: string; choice: string; text: string; flag: boolean }>,
  'order_type' | 'pay_by'
> & {
  readonly order_type: OrderType;
  readonly pay_by: OrderPayBy;
  readonly lines: readonly OrderLineDraft[];
  /** The chosen add-on services' codes. */
  readonly services: readonly string[];
  readonly packing_materials: readonly PackingDraft[];
};

export const EMPTY_ORDER_LINE: OrderLineDraft = {
  sku: '',
  quantity: '1',
  declared_value: '',
  name: '',
  description: '',
};

/** The text and flag fields of the table, for trimming and for the wire's 1/0. */
const TEXT_FIELDS = orderFieldsOfKind('text');
const FLAG_FIELDS = orderFieldsOfKind('flag');

export const emptyOrderValues = (): OrderFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, false])) as Record<
    (typeof FLAG_FIELDS)[number],
    boolean
  >),
  warehouse_id: '',
  order_type: 'standard',
  currency: 'USD',
  pay_by: 'recipient',
  lines: [EMPTY_ORDER_LINE],
  services: [],
  packing_materials: [],
});

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
    // the phone travels as digits (an international one with its +): what people paste between
    // digits (`+49 30 123-456`, brackets, dots) dropped, `00` read as + (ADR 0031)
    phone: normalizeRecipientPhone(values.phone),
  };
  for (const name of TEXT_FIELDS)
    if (name !== 'country' && name !== 'phone') fields[name] = values[name].trim();
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
  return Object.fromEntries(
    (Object.keys(ORDER_FORM_FIELD_KINDS) as OrderFormFieldName[]).map((name) => [
      name,
      ORDER_FORM_FIELD_KINDS[name] === 'flag'
        ? values[name as (typeof FLAG_FIELDS)[number]]
        : text(name),
    ]),
  ) as OrderFormFields;
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

import type { ShippingChannel } from './channels';
import type { FormRow } from './form-fields';
import {
  firstIssuePerField,
  parseFormRows,
  renameIssueFields,
  repeatedSkuIssues,
  validateChoice,
  validateMaxLength,
} from './form-fields';
import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, validateRequiredField } from './issues';
import type { OrderFormInput } from './order';
import { validateOrder } from './order';
import type { PhoneCheck } from './phone';
import { ORDER_PAY_BY, ORDER_TYPES } from './order-form-enums';
import { ORDER_MAX_SKUS, validateOrderQuantity } from './order-lines';

/** The outbound order form as it travels (the contract's ORDER_FORM_FIELDS), flags as booleans. */
export interface OrderFormFields {
  readonly warehouse_id: string | number;
  readonly order_type: string;
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
  readonly cod_amount: string;
  readonly pay_by: string;
  readonly insured_value: string;
  readonly insurance_agreement: boolean;
  readonly remote_surcharge_confirmation: string;
  readonly sales_link: string;
  readonly remark: string;
  /** JSON [{ sku, quantity, declared_value, name, description }]. */
  readonly lines: string;
  /** JSON [{ code, quantity }]. */
  readonly services: string;
  /** JSON [{ sku, quantity }]. */
  readonly packing_materials: string;
}

/** Longest reference, platform number and customs identifiers a label or manifest takes. */
export const ORDER_NUMBER_MAX_LENGTH = 50;
export const ORDER_REMARK_MAX_LENGTH = 200;
export const ORDER_EXTRAS_MAX = 20;

/** The recipient's wire names, by validateOrder's field names. */
const RECIPIENT_WIRE: Readonly<Record<string, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  houseNumber: 'house_number',
  idNumber: 'id_number',
  companyCode: 'company_code',
  passportNumber: 'passport_number',
};
const TOP_WIRE: Readonly<Record<string, string>> = {
  warehouse: 'warehouse_id',
  shippingMethod: 'shipping_method',
  insuredValue: 'insured_value',
  insuranceAgreementAccepted: 'insurance_agreement',
  remoteSurchargeConfirmation: 'remote_surcharge_confirmation',
  salesLink: 'sales_link',
  codAmount: 'cod_amount',
  products: 'lines',
};
const LINE_WIRE: Readonly<Record<string, string>> = { declaredValue: 'declared_value' };

/** validateOrder's field names -> the wire names (`recipient.firstName` -> `first_name`). */
export function orderWireField(field: string): string {
  const [head = '', second, third] = field.split('.');
  if (head === 'recipient' && second !== undefined) return RECIPIENT_WIRE[second] ?? second;
  if (head === 'products' && second !== undefined && third !== undefined)
    return `lines.${second}.${LINE_WIRE[third] ?? third}`;
  return TOP_WIRE[head] ?? field;
}

const rowsOrIssue = (field: string, text: string, max: number) => {
  const parsed = parseFormRows(text, max);
  return parsed.ok
    ? { rows: parsed.value, issues: [] as ValidationFieldIssue[] }
    : { rows: [] as FormRow[], issues: [{ field, ...parsed.error }] };
};

/** The domain's order input read from the wire form (lines parsed; unparsable lists are empty). */
export function orderInputFromForm(form: OrderFormFields): OrderFormInput {
  const lines = parseFormRows(form.lines, ORDER_MAX_SKUS * 2);
  return {
    warehouse: String(form.warehouse_id).trim(),
    shippingMethod: form.shipping_method.trim(),
    currency: form.currency.trim(),
    recipient: {
      firstName: form.first_name,
      lastName: form.last_name,
      company: form.company,
      phone: form.phone,
      email: form.email,
      country: form.country.trim().toUpperCase(),
      state: form.state,
      city: form.city,
      postcode: form.postcode,
      addressLine1: form.address_line1,
      addressLine2: form.address_line2,
      houseNumber: form.house_number,
      idNumber: form.id_number,
      companyCode: form.company_code,
      passportNumber: form.passport_number,
    },
    products: (lines.ok ? lines.value : []).map((line) => ({
      sku: line['sku'] ?? '',
      name: line['name'] ?? '',
      description: line['description'] ?? '',
      quantity: line['quantity'] ?? '',
      declaredValue: line['declared_value'] ?? '',
    })),
    insuredValue: form.insured_value,
    insuranceAgreementAccepted: form.insurance_agreement,
    remoteSurchargeConfirmation: form.remote_surcharge_confirmation,
    salesLink: form.sales_link,
    codAmount: form.cod_amount,
  };
}

/** A services or packing-materials row: its key filled, its quantity 1-999. */
function extraRowIssues(
  rows: readonly FormRow[],
  list: string,
  key: string,
): ValidationFieldIssue[] {
  return rows.flatMap((row, index) =>
    collectFieldIssues([
      [`${list}.${index}.${key}`, validateRequiredField(row[key])],
      [`${list}.${index}.quantity`, validateOrderQuantity(row['quantity'] ?? '')],
    ]),
  );
}

export interface OrderFormOptions {
  /**
   * False for a draft (the merchant may save an incomplete order): only what would corrupt the
   * record is refused. True for pending submit and submit: every rule of validateOrder too.
   */
  readonly complete: boolean;
  readonly channels?: readonly ShippingChannel[];
  /** The phone-number port (OrderValidationOptions.phoneCheck). */
  readonly phoneCheck?: PhoneCheck;
}

/**
 * Every rule of the order form, keyed by the wire field names (`first_name`, `lines.0.quantity`),
 * one issue per field: the lists parse, the choices and lengths, a SKU listed once, the services
 * and packing materials; complete adds validateOrder (recipient, channel limits, declared and
 * insured values, remote surcharge confirmation...). What needs the database (an approved
 * warehouse, active products, a unique reference) the server adds.
 */
export function validateOrderForm(
  form: OrderFormFields,
  options: OrderFormOptions,
): ValidationFieldIssue[] {
  const lines = rowsOrIssue('lines', form.lines, ORDER_MAX_SKUS * 2);
  const services = rowsOrIssue('services', form.services, ORDER_EXTRAS_MAX);
  const packing = rowsOrIssue('packing_materials', form.packing_materials, ORDER_EXTRAS_MAX);
  const structural = [
    ...lines.issues,
    ...services.issues,
    ...packing.issues,
    ...collectFieldIssues([
      ['warehouse_id', validateRequiredField(form.warehouse_id)],
      ['order_type', validateChoice(form.order_type, ORDER_TYPES)],
      ['pay_by', validateChoice(form.pay_by, ORDER_PAY_BY)],
      ['reference_no', validateMaxLength(form.reference_no, ORDER_NUMBER_MAX_LENGTH)],
      ['platform_order_no', validateMaxLength(form.platform_order_no, ORDER_NUMBER_MAX_LENGTH)],
      ['tax_id', validateMaxLength(form.tax_id, ORDER_NUMBER_MAX_LENGTH)],
      ['ioss', validateMaxLength(form.ioss, ORDER_NUMBER_MAX_LENGTH)],
      ['eori', validateMaxLength(form.eori, ORDER_NUMBER_MAX_LENGTH)],
      ['customs_record_no', validateMaxLength(form.customs_record_no, ORDER_NUMBER_MAX_LENGTH)],
      ['remark', validateMaxLength(form.remark, ORDER_REMARK_MAX_LENGTH)],
    ]),
    ...repeatedSkuIssues(
      lines.rows.map((line) => line['sku'] ?? ''),
      (index) => `lines.${index}.sku`,
    ),
    // A line is stored with its SKU and a whole quantity even in a draft.
    ...extraRowIssues(lines.rows, 'lines', 'sku'),
    ...extraRowIssues(services.rows, 'services', 'code'),
    ...extraRowIssues(packing.rows, 'packing_materials', 'sku'),
  ];
  if (!options.complete) return firstIssuePerField(structural);
  const rules = validateOrder(orderInputFromForm(form), {
    ...(options.channels === undefined ? {} : { channels: options.channels }),
    ...(options.phoneCheck === undefined ? {} : { phoneCheck: options.phoneCheck }),
  });
  return firstIssuePerField([...structural, ...renameIssueFields(rules, orderWireField)]);
}

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

/**
 * What a field of the order form holds: `id` a record id (the warehouse), `choice` one of a
 * listed set, `text` free text, `flag` a yes/no, `list` JSON rows (lines, services, packing
 * materials; form-urlencoded has no nesting).
 */
export type OrderFieldKind = 'id' | 'choice' | 'text' | 'flag' | 'list';

/**
 * THE order form's fields, by wire name (the contract's ORDER_FORM_FIELDS, a test proves the same
 * names): the domain's OrderFormFields, the server's OrderColumns and the web's OrderFormValues
 * are derived from it, so a field is added once.
 */
export const ORDER_FORM_FIELD_KINDS = {
  warehouse_id: 'id',
  order_type: 'choice',
  reference_no: 'text',
  platform_order_no: 'text',
  shipping_method: 'text',
  currency: 'text',
  first_name: 'text',
  last_name: 'text',
  company: 'text',
  phone: 'text',
  email: 'text',
  country: 'text',
  state: 'text',
  city: 'text',
  postcode: 'text',
  address_line1: 'text',
  address_line2: 'text',
  house_number: 'text',
  id_number: 'text',
  company_code: 'text',
  passport_number: 'text',
  tax_id: 'text',
  ioss: 'text',
  eori: 'text',
  customs_record_no: 'text',
  signature: 'flag',
  separate_customs: 'flag',
  duty_prepaid: 'flag',
  battery: 'flag',
  return_if_undeliverable: 'flag',
  cod_amount: 'text',
  pay_by: 'choice',
  insured_value: 'text',
  insurance_agreement: 'flag',
  remote_surcharge_confirmation: 'text',
  sales_link: 'text',
  remark: 'text',
  lines: 'list',
  services: 'list',
  packing_materials: 'list',
} as const satisfies Readonly<Record<string, OrderFieldKind>>;

export type OrderFormFieldName = keyof typeof ORDER_FORM_FIELD_KINDS;

/** The field names of some kinds, in the table's order. */
export type OrderFieldsOfKind<K extends OrderFieldKind> = {
  [F in OrderFormFieldName]: (typeof ORDER_FORM_FIELD_KINDS)[F] extends K ? F : never;
}[OrderFormFieldName];

/**
 * The order form typed by kind: `Values` says what each kind holds in one place (the wire, a
 * database row, a screen's state). Only the kinds named in `Values` are kept.
 */
export type OrderFieldRecord<Values extends Partial<Record<OrderFieldKind, unknown>>> = {
  readonly [
    F in OrderFieldsOfKind<keyof Values & OrderFieldKind>
  ]: Values[(typeof ORDER_FORM_FIELD_KINDS)[F]];
};

/** The field names of a kind at run time, in the table's order. */
export const orderFieldsOfKind = <K extends OrderFieldKind>(kind: K): OrderFieldsOfKind<K>[] =>
  (Object.keys(ORDER_FORM_FIELD_KINDS) as OrderFormFieldName[]).filter(
    (field): field is OrderFieldsOfKind<K> => ORDER_FORM_FIELD_KINDS[field] === kind,
  );

/**
 * The outbound order form as it travels (the contract's ORDER_FORM_FIELDS), flags as booleans;
 * `lines` is JSON [{ sku, quantity, declared_value, name, description }], `services`
 * [{ code, quantity }], `packing_materials` [{ sku, quantity }].
 */
export type OrderFormFields = OrderFieldRecord<{
  id: string | number;
  choice: string;
  text: string;
  flag: boolean;
  list: string;
}>;

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

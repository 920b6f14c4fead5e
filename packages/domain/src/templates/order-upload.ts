import { message } from '../shared/result';
import type { MessageCode } from '../shared/result';
import type { ValidationFieldIssue } from '../validation/issues';
import { validateRequiredField } from '../validation/issues';
import type {
  OrderFormInput,
  OrderLineInput,
  OrderRecipientInput,
  OrderValidationOptions,
} from '../validation/order';
import { validateOrder } from '../validation/order';
import type { TemplateColumn } from './columns';
import { columnFinder } from './columns';
import type { TemplateMessageCode } from './message-codes';

/** A column of the order template: the order it belongs to, or one product line of it. */
export interface OrderTemplateColumn extends TemplateColumn {
  readonly scope: 'order' | 'line';
  /** Where validateOrder reports this column: `recipient.city`, or a line's own field. */
  readonly path: string;
}

/**
 * The order upload template (warehouse-shipping.md sections 3 and 5): one row per product line;
 * rows with the same reference number are one order, whose order cells are read from its first
 * row. The columns are what validateOrder checks, so a file that passes imports cleanly.
 */
export const ORDER_UPLOAD_COLUMNS = [
  {
    field: 'reference_number',
    en: 'Reference number',
    zh: '参考号',
    scope: 'order',
    path: 'referenceNumber',
  },
  { field: 'warehouse', en: 'Warehouse', zh: '仓库', scope: 'order', path: 'warehouse' },
  {
    field: 'shipping_method',
    en: 'Shipping method',
    zh: '运输方式',
    scope: 'order',
    path: 'shippingMethod',
  },
  { field: 'currency', en: 'Declared currency', zh: '申报币种', scope: 'order', path: 'currency' },
  {
    field: 'first_name',
    en: 'Recipient first name',
    zh: '收件人名',
    scope: 'order',
    path: 'recipient.firstName',
  },
  {
    field: 'last_name',
    en: 'Recipient last name',
    zh: '收件人姓',
    scope: 'order',
    path: 'recipient.lastName',
  },
  { field: 'company', en: 'Company', zh: '公司', scope: 'order', path: 'recipient.company' },
  { field: 'phone', en: 'Phone', zh: '电话', scope: 'order', path: 'recipient.phone' },
  { field: 'email', en: 'Email', zh: '邮箱', scope: 'order', path: 'recipient.email' },
  {
    field: 'country',
    en: 'Country (ISO code)',
    zh: '国家(二字码)',
    scope: 'order',
    path: 'recipient.country',
  },
  { field: 'state', en: 'State', zh: '州/省', scope: 'order', path: 'recipient.state' },
  { field: 'city', en: 'City', zh: '城市', scope: 'order', path: 'recipient.city' },
  { field: 'postcode', en: 'Postcode', zh: '邮编', scope: 'order', path: 'recipient.postcode' },
  {
    field: 'address_line1',
    en: 'Address line 1',
    zh: '地址1',
    scope: 'order',
    path: 'recipient.addressLine1',
  },
  {
    field: 'address_line2',
    en: 'Address line 2',
    zh: '地址2',
    scope: 'order',
    path: 'recipient.addressLine2',
  },
  {
    field: 'house_number',
    en: 'House number',
    zh: '门牌号',
    scope: 'order',
    path: 'recipient.houseNumber',
  },
  {
    field: 'id_number',
    en: 'ID number (Taiwan)',
    zh: '身份证号(台湾)',
    scope: 'order',
    path: 'recipient.idNumber',
  },
  {
    field: 'company_code',
    en: 'Company code (Taiwan)',
    zh: '公司统一编号(台湾)',
    scope: 'order',
    path: 'recipient.companyCode',
  },
  {
    field: 'passport_number',
    en: 'Passport number (Taiwan)',
    zh: '护照号(台湾)',
    scope: 'order',
    path: 'recipient.passportNumber',
  },
  {
    field: 'insured_value',
    en: 'Insured value',
    zh: '投保金额',
    scope: 'order',
    path: 'insuredValue',
  },
  {
    field: 'insurance_agreement',
    en: 'Insurance agreement accepted (1/0)',
    zh: '同意保险条款(1/0)',
    scope: 'order',
    path: 'insuranceAgreementAccepted',
  },
  {
    field: 'remote_surcharge_confirmation',
    en: 'Remote surcharge accepted (1)',
    zh: '接受偏远附加费(1)',
    scope: 'order',
    path: 'remoteSurchargeConfirmation',
  },
  { field: 'sales_link', en: 'Sales link', zh: '销售链接', scope: 'order', path: 'salesLink' },
  { field: 'cod_amount', en: 'COD amount', zh: '代收货款金额', scope: 'order', path: 'codAmount' },
  { field: 'sku', en: 'SKU', zh: 'SKU编码', scope: 'line', path: 'sku' },
  { field: 'product_name', en: 'Product name', zh: '产品名称', scope: 'line', path: 'name' },
  {
    field: 'description',
    en: 'Product description',
    zh: '产品描述',
    scope: 'line',
    path: 'description',
  },
  { field: 'quantity', en: 'Quantity', zh: '数量', scope: 'line', path: 'quantity' },
  {
    field: 'declared_value',
    en: 'Unit declared value',
    zh: '单件申报价值',
    scope: 'line',
    path: 'declaredValue',
  },
] as const satisfies readonly OrderTemplateColumn[];

export type OrderUploadField = (typeof ORDER_UPLOAD_COLUMNS)[number]['field'];

/** Order rows (product lines) one file may hold, as for the product upload. */
export const ORDER_UPLOAD_ROWS_MAX = 2000;

/** The field of a header cell of the order template, in either language. */
export const orderUploadFieldOfHeader = columnFinder(ORDER_UPLOAD_COLUMNS);

/** One data row of a template: its row number in the sheet and its cells by field. */
export interface TemplateRow {
  readonly number: number;
  readonly cells: Readonly<Record<string, string>>;
}

/** A row's verdict: its problems as `{ field, code, params }`, `field` a template field. */
export interface TemplateRowIssues {
  readonly row: number;
  /** The key the row is known by: its reference number (orders) or SKU (products). */
  readonly key: string;
  readonly issues: readonly ValidationFieldIssue[];
}

const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);
const issue = (field: string, check: MessageCode): ValidationFieldIssue => ({ field, ...check });

/** '1', 'true', 'on', 'yes' is set; blank, '0', 'false', 'off', 'no' is not (as the portal reads flags). */
export function templateFlag(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
  return undefined;
}

const cell = (row: TemplateRow, field: OrderUploadField) => (row.cells[field] ?? '').trim();
const optional = (text: string) => (text === '' ? undefined : text);

/** The order the first row of a group describes, with one product line per row. */
function orderOf(rows: readonly TemplateRow[]): OrderFormInput {
  const first = rows[0] as TemplateRow;
  const at = (field: OrderUploadField) => cell(first, field);
  const recipient: OrderRecipientInput = {
    firstName: at('first_name'),
    lastName: at('last_name'),
    company: optional(at('company')),
    phone: at('phone'),
    email: optional(at('email')),
    country: at('country'),
    state: optional(at('state')),
    city: at('city'),
    postcode: at('postcode'),
    addressLine1: at('address_line1'),
    addressLine2: optional(at('address_line2')),
    houseNumber: optional(at('house_number')),
    idNumber: optional(at('id_number')),
    companyCode: optional(at('company_code')),
    passportNumber: optional(at('passport_number')),
  };
  const products: OrderLineInput[] = rows.map((row) => ({
    sku: cell(row, 'sku'),
    name: cell(row, 'product_name'),
    description: cell(row, 'description'),
    quantity: cell(row, 'quantity'),
    declaredValue: cell(row, 'declared_value'),
  }));
  return {
    warehouse: at('warehouse'),
    shippingMethod: at('shipping_method'),
    currency: at('currency'),
    recipient,
    products,
    insuredValue: optional(at('insured_value')),
    insuranceAgreementAccepted: templateFlag(at('insurance_agreement')) === true,
    remoteSurchargeConfirmation: optional(at('remote_surcharge_confirmation')),
    salesLink: optional(at('sales_link')),
    codAmount: optional(at('cod_amount')),
  };
}

const ORDER_COLUMNS = ORDER_UPLOAD_COLUMNS.filter((column) => column.scope === 'order');
const FIELD_OF_ORDER_PATH = new Map<string, string>(
  ORDER_COLUMNS.map((column) => [column.path, column.field]),
);
const FIELD_OF_LINE_PATH = new Map<string, string>(
  ORDER_UPLOAD_COLUMNS.filter((column) => column.scope === 'line').map((column) => [
    column.path,
    column.field,
  ]),
);

/** Problems of the template itself on one row: an unreadable flag, an order cell that differs. */
function rowCellIssues(row: TemplateRow, first: TemplateRow): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  if (templateFlag(cell(row, 'insurance_agreement')) === undefined)
    issues.push(
      issue(
        'insurance_agreement',
        templateMessage('TEMPLATE.FLAG_INVALID', { column: 'insurance_agreement' }),
      ),
    );
  if (row !== first)
    for (const { field } of ORDER_COLUMNS) {
      const text = cell(row, field);
      if (text !== '' && text !== cell(first, field))
        issues.push(
          issue(field, templateMessage('TEMPLATE.ORDER_CELL_DIFFERS', { column: field })),
        );
    }
  return issues;
}

/**
 * Every rule an order file meets: rows grouped into orders by reference number (a row without
 * one is refused and checked alone), each order through validateOrder. A line's problems go on
 * its row; the order's own problems on the order's first row; the other rows of a refused order
 * say so (`TEMPLATE.ORDER_REFUSED`), since an order imports whole or not at all. Rows come back
 * in file order.
 */
export function checkOrderRows(
  rows: readonly TemplateRow[],
  options: OrderValidationOptions = {},
): TemplateRowIssues[] {
  const groups = new Map<string, TemplateRow[]>();
  rows.forEach((row) => {
    const reference = cell(row, 'reference_number');
    const key = reference === '' ? `\u0000${row.number}` : reference;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  const byRow = new Map<number, TemplateRowIssues>();
  for (const group of groups.values()) {
    const first = group[0] as TemplateRow;
    const own = new Map<TemplateRow, ValidationFieldIssue[]>(
      group.map((row) => [row, rowCellIssues(row, first)]),
    );
    const reference = validateRequiredField(cell(first, 'reference_number'));
    if (reference) own.get(first)?.push(issue('reference_number', reference));
    for (const found of validateOrder(orderOf(group), options)) {
      const line = /^products\.(\d+)\.(.+)$/.exec(found.field);
      const row = line ? group[Number(line[1])] : first;
      const field = line
        ? (FIELD_OF_LINE_PATH.get(line[2] as string) ?? found.field)
        : (FIELD_OF_ORDER_PATH.get(found.field) ?? found.field);
      own.get(row as TemplateRow)?.push({ ...found, field });
    }
    const refused = [...own.values()].some((issues) => issues.length > 0);
    for (const row of group) {
      const issues = own.get(row) ?? [];
      if (refused && issues.length === 0)
        issues.push(
          issue(
            'reference_number',
            templateMessage('TEMPLATE.ORDER_REFUSED', { row: first.number }),
          ),
        );
      byRow.set(row.number, { row: row.number, key: cell(row, 'reference_number'), issues });
    }
  }
  return rows.map((row) => byRow.get(row.number) as TemplateRowIssues);
}

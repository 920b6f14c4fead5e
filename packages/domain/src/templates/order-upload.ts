import type { ValidationFieldIssue } from '../validation/issues';
import type { TemplateColumn } from './columns';
import { columnFinder } from './columns';

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
  {
    field: 'platform_order_no',
    en: 'Platform order number',
    zh: '平台订单号',
    scope: 'order',
    path: 'platform_order_no',
  },
  { field: 'remark', en: 'Remark', zh: '备注', scope: 'order', path: 'remark' },
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

/**
 * Orders one file may hold by default (issue 13: 2,000 orders per file; the provider may set
 * another limit). A row is a product line, so a file holds more rows than orders.
 */
export const ORDER_UPLOAD_ORDERS_MAX = 2000;

/**
 * Rows (product lines) the reader takes from one file at most: far more than 500 KB of CSV holds,
 * so the byte limit and the order limit decide; this only stops an XLSX that unpacks to a flood.
 */
export const ORDER_UPLOAD_ROWS_MAX = 20_000;

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

/** '1', 'true', 'on', 'yes' is set; blank, '0', 'false', 'off', 'no' is not (as the portal reads flags). */
export function templateFlag(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
  return undefined;
}

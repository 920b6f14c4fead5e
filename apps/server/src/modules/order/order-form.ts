import type {
  OrderFieldsOfKind,
  OrderFormFields,
  Result,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  err,
  message,
  ok,
  ORDER_EXTRAS_MAX,
  orderDeclaredTotalMinor,
  normalizeRecipientPhone,
  normalizeRecipientPostcode,
  orderFieldsOfKind,
  orderInputFromForm,
  parseFormRows,
  validateOrderForm,
  validateRecipientCityAsync,
} from '@portal/domain';
import { MAX_PHONE_CHECK } from '@portal/domain/phone-max';
import { cityDirectory } from './city-directory';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import {
  activeProductsBySku,
  approvedWarehouseIds,
  approvedWarehouseRow,
  knownServiceCodes,
  referenceTaken,
} from './repository';

/** The order form's fields as create, update and quote take them (after schema validation). */
export type OrderInput = Omit<InputFor<'order.create'>, 'save_as'>;
type Db = Kysely<Database> | Transaction<Database>;

export type { OrderColumns, OrderValues } from './order-values';
import type { OrderValues } from './order-values';

/** The wire form as the domain's validateOrderForm reads it (every flag of the table a boolean). */
export function formFieldsOf(input: OrderInput): OrderFormFields {
  const flags = Object.fromEntries(
    orderFieldsOfKind('flag').map((field) => [field, isFlagOn(input[field])]),
  ) as Record<OrderFieldsOfKind<'flag'>, boolean>;
  return { ...input, ...flags };
}

const rows = (text: string) => {
  const parsed = parseFormRows(text, ORDER_EXTRAS_MAX * 2);
  return parsed.ok ? parsed.value : [];
};

/**
 * What readOrderForm asks the database, read once for many forms (the batch upload's orders):
 * the merchant's approved warehouses, its active products among the SKUs, the known service
 * codes among the codes, and the references live orders already have.
 */
export interface OrderFormFacts {
  readonly approvedWarehouses: ReadonlySet<number>;
  readonly activeProducts: ReadonlyMap<
    string,
    { readonly id: number; readonly sku: string; readonly packing_material: boolean }
  >;
  readonly serviceCodes: ReadonlySet<string>;
  readonly takenReferences: ReadonlySet<string>;
}

/** The facts of many forms in four queries (SKUs, codes and references in chunks of 500). */
export async function loadOrderFormFacts(
  db: Db,
  customerId: number,
  wanted: {
    readonly skus: readonly string[];
    readonly serviceCodes: readonly string[];
    readonly takenReferences: ReadonlySet<string>;
  },
): Promise<OrderFormFacts> {
  const approved = await approvedWarehouseIds(db, customerId);
  const skus = [...new Set(wanted.skus.filter((sku) => sku !== ''))];
  const activeProducts = new Map<string, { id: number; sku: string; packing_material: boolean }>();
  for (let start = 0; start < skus.length; start += 500)
    for (const product of await activeProductsBySku(db, customerId, skus.slice(start, start + 500)))
      activeProducts.set(product.sku, product);
  const codes = [...new Set(wanted.serviceCodes.filter((code) => code !== ''))];
  return {
    approvedWarehouses: new Set(approved),
    activeProducts,
    serviceCodes: await knownServiceCodes(db, codes),
    takenReferences: wanted.takenReferences,
  };
}

/**
 * Reads the order form: the domain's validateOrderForm (complete for pending submit, otherwise
 * only what would corrupt the record), plus what needs the database: an approved warehouse,
 * every line and packing material one of the merchant's active products, every service a known
 * added service, and a reference number no other live order of the merchant has.
 */
export async function readOrderForm(
  db: Db,
  customerId: number,
  input: OrderInput,
  options: {
    readonly complete: boolean;
    readonly orderId?: number;
    /** The database facts read beforehand for many forms at once (the batch upload). */
    readonly facts?: OrderFormFacts;
  },
): Promise<Result<OrderValues, readonly ValidationFieldIssue[]>> {
  const form = formFieldsOf(input);
  const issues: ValidationFieldIssue[] = validateOrderForm(form, {
    complete: options.complete,
    // The server decides with libphonenumber's full metadata (ADR 0031).
    phoneCheck: MAX_PHONE_CHECK,
  });
  const taken = new Set(issues.map((issue) => issue.field));
  const add = (field: string, code: string, params?: Record<string, string | number>) => {
    if (taken.has(field)) return;
    taken.add(field);
    issues.push({ field, ...message(code, params) });
  };
  // 'Cities not belonging to the country': on the server's city directory, a complete order whose
  // city and country passed their own rules (ADR 0067).
  if (options.complete && !taken.has('city') && !taken.has('country')) {
    const city = await validateRecipientCityAsync(
      form.city,
      form.country.trim().toUpperCase(),
      cityDirectory(),
    );
    if (city !== undefined) add('city', city.code, city.params);
  }
  const { facts } = options;
  const approved = facts
    ? facts.approvedWarehouses.has(input.warehouse_id)
    : (await approvedWarehouseRow(db, customerId, input.warehouse_id)) !== undefined;
  if (!approved) add('warehouse_id', 'SERVER.WAREHOUSE_NOT_ACTIVE');
  const lines = rows(input.lines);
  const packing = rows(input.packing_materials);
  const services = rows(input.services);
  const skus = [...lines, ...packing].map((row) => row['sku'] ?? '').filter((sku) => sku !== '');
  const bySku = facts
    ? facts.activeProducts
    : new Map((await activeProductsBySku(db, customerId, skus)).map((p) => [p.sku, p]));
  lines.forEach((line, index) => {
    const sku = line['sku'] ?? '';
    if (sku !== '' && !bySku.has(sku)) add(`lines.${index}.sku`, 'SERVER.SKU_NOT_ACTIVE', { sku });
  });
  packing.forEach((row, index) => {
    const sku = row['sku'] ?? '';
    if (sku !== '' && bySku.get(sku)?.packing_material !== true)
      add(`packing_materials.${index}.sku`, 'SERVER.ORDER_NOT_PACKING_MATERIAL', { sku });
  });
  const codes = services.map((row) => row['code'] ?? '').filter((code) => code !== '');
  const knownCodes = facts ? facts.serviceCodes : await knownServiceCodes(db, codes);
  services.forEach((row, index) => {
    const code = row['code'] ?? '';
    if (code !== '' && !knownCodes.has(code))
      add(`services.${index}.code`, 'SERVER.ORDER_SERVICE_UNKNOWN', { code });
  });
  const reference = input.reference_no.trim();
  if (reference !== '') {
    const taken = facts
      ? facts.takenReferences.has(reference)
      : await referenceTaken(db, customerId, reference, options.orderId);
    if (taken) add('reference_no', 'SERVER.ORDER_REFERENCE_TAKEN', { reference });
  }
  if (issues.length > 0) return err(issues);
  const domain = orderInputFromForm(form);
  return ok({
    columns: {
      warehouse_id: input.warehouse_id,
      order_type: input.order_type,
      reference_no: reference,
      platform_order_no: input.platform_order_no.trim(),
      channel: input.shipping_method.trim(),
      currency: input.currency.trim().toUpperCase(),
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      company: input.company.trim(),
      // Stored as the label prints them: JP 7300846 -> 730-0846, 0044 20... -> +4420...
      phone: normalizeRecipientPhone(input.phone),
      email: input.email.trim(),
      country: domain.recipient.country,
      state: input.state.trim(),
      city: input.city.trim(),
      postcode: normalizeRecipientPostcode(input.postcode, domain.recipient.country),
      address_line1: input.address_line1.trim(),
      address_line2: input.address_line2.trim(),
      house_number: input.house_number.trim(),
      id_number: input.id_number.trim(),
      company_code: input.company_code.trim(),
      passport_number: input.passport_number.trim(),
      tax_id: input.tax_id.trim(),
      ioss: input.ioss.trim(),
      eori: input.eori.trim(),
      customs_record_no: input.customs_record_no.trim(),
      signature: isFlagOn(input.signature),
      separate_customs: isFlagOn(input.separate_customs),
      duty_prepaid: isFlagOn(input.duty_prepaid),
      battery: isFlagOn(input.battery),
      return_if_undeliverable: isFlagOn(input.return_if_undeliverable),
      cod_amount: input.cod_amount.trim(),
      pay_by: input.pay_by,
      insured_value: input.insured_value.trim(),
      insurance_agreement: form.insurance_agreement,
      remote_surcharge_confirmation: input.remote_surcharge_confirmation.trim(),
      sales_link: input.sales_link.trim(),
      remark: input.remark.trim(),
      declared_total_minor: orderDeclaredTotalMinor(domain.products),
    },
    lines: lines.map((line) => ({
      productId: bySku.get(line['sku'] ?? '')?.id ?? null,
      sku: line['sku'] ?? '',
      name: line['name'] ?? '',
      description: line['description'] ?? '',
      quantity: Number(line['quantity']),
      declaredValue: line['declared_value'] ?? '',
    })),
    services: services.map((row) => ({
      code: row['code'] ?? '',
      quantity: Number(row['quantity']),
    })),
    packing: packing.map((row) => ({
      productId: bySku.get(row['sku'] ?? '')?.id ?? null,
      sku: row['sku'] ?? '',
      quantity: Number(row['quantity']),
    })),
  });
}

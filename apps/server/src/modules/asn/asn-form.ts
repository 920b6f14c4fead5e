import type {
  AsnFormInput,
  MessageCode,
  Money,
  Result,
  ShipmentBoxInput,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  ASN_DELIVERY_MODES,
  addMoney,
  err,
  isStatusOf,
  message,
  ok,
  parsePositiveAmount,
  validateAsn,
  warehousingInsuranceFee,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { loadRateTable } from '../exchange-rate/repository';
import { readFlag } from '../shared/read-flag';

type Input = Readonly<Record<string, string>>;
type Db = Kysely<Database> | Transaction<Database>;

export const ASN_PREPACKING = ['provider', 'self'] as const;
export const ASN_LEVELS = ['standard', 'priority'] as const;
const LINES_MAX = 100;
const BOXES_MAX = 500;
const LINE_QUANTITY_MAX = 1_000_000;

export interface AsnValues {
  readonly warehouseId: number;
  readonly lines: readonly { readonly productId: number; readonly quantity: number }[];
  readonly boxes: readonly {
    readonly sku: string;
    readonly weight: number;
    readonly length: number;
    readonly width: number;
    readonly height: number;
  }[];
  readonly columns: {
    readonly prepacking: string;
    readonly delivery_mode: string;
    readonly tracking_numbers: string;
    readonly fba: boolean;
    readonly fba_address: string;
    readonly level: string;
    readonly unloading: boolean;
    readonly air_freight: boolean;
    readonly estimated_arrival: string;
    readonly freight_minor: number;
    readonly vat_minor: number;
    readonly insurance_minor: number;
    readonly currency: string;
  };
}

const field = (input: Input, name: string) => (input[name] ?? '').trim();
const invalidField = (name: string): ValidationFieldIssue => ({
  field: name,
  ...message('SERVER.INVALID_FIELD', { field: name }),
});

function parseJsonList(text: string, name: string, max: number): unknown[] | ValidationFieldIssue {
  if (text === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return invalidField(name);
    if (value.length > max) return { field: name, ...message('SERVER.BATCH_TOO_LARGE', { max }) };
    return value;
  } catch {
    return invalidField(name);
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Optional money in CNY: blank is 0, otherwise a positive amount of at most 2 decimals. */
function optionalAmount(input: Input, name: string): number | ValidationFieldIssue {
  const text = field(input, name);
  if (text === '' || text === '0') return 0;
  const parsed = parsePositiveAmount(text);
  if (!parsed.ok) return { field: name, ...(parsed.error ?? message('VALIDATION.POSITIVE')) };
  return parsed.value > 2_000_000_000 ? invalidField(name) : parsed.value;
}

const isRealDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * Reads the ASN form: the domain's validateAsn (lines, tracking numbers, FBA address, boxes with
 * their 31 kg / 10 kg-by-air / one-SKU rules), plus what needs the database: the warehouse must be
 * approved for the merchant and every SKU one of its active products; a box SKU must be a line.
 */
export async function readAsnForm(
  db: Db,
  customerId: number,
  input: Input,
): Promise<Result<AsnValues, readonly MessageCode[]>> {
  const issues: ValidationFieldIssue[] = [];
  const warehouseText = field(input, 'warehouse_id');
  const warehouseId = /^[1-9]\d{0,8}$/.test(warehouseText) ? Number(warehouseText) : 0;
  const prepacking = field(input, 'prepacking');
  const deliveryMode = field(input, 'delivery_mode');
  const level = field(input, 'level');
  if (!isStatusOf(ASN_PREPACKING, prepacking)) issues.push(invalidField('prepacking'));
  if (!isStatusOf(ASN_DELIVERY_MODES, deliveryMode)) issues.push(invalidField('delivery_mode'));
  if (!isStatusOf(ASN_LEVELS, level)) issues.push(invalidField('level'));
  const flags: Record<string, boolean> = {};
  for (const name of ['fba', 'unloading', 'air_freight']) {
    const flag = readFlag(input, name);
    if (flag.ok) flags[name] = flag.value;
    else issues.push({ field: name, ...flag.error });
  }
  const arrival = field(input, 'estimated_arrival');
  if (arrival !== '' && !isRealDay(arrival))
    issues.push({
      field: 'estimated_arrival',
      ...message('SERVER.DATE_INVALID', { field: 'estimated_arrival' }),
    });
  const freight = optionalAmount(input, 'estimated_freight');
  const vat = optionalAmount(input, 'estimated_vat');
  for (const amount of [freight, vat]) if (typeof amount !== 'number') issues.push(amount);
  const rawLines = parseJsonList(field(input, 'lines'), 'lines', LINES_MAX);
  const rawBoxes = parseJsonList(field(input, 'boxes'), 'boxes', BOXES_MAX);
  if (!Array.isArray(rawLines)) issues.push(rawLines);
  if (!Array.isArray(rawBoxes)) issues.push(rawBoxes);
  const lines = (Array.isArray(rawLines) ? rawLines : []).map((line) => ({
    sku: asText(recordOf(line)['sku']).trim(),
    quantity: asText(recordOf(line)['quantity']).trim(),
  }));
  const boxes: ShipmentBoxInput[] = (Array.isArray(rawBoxes) ? rawBoxes : []).map((raw) => {
    const box = recordOf(raw);
    return {
      weightKg: asText(box['weight']).trim(),
      lengthCm: asText(box['length']).trim(),
      widthCm: asText(box['width']).trim(),
      heightCm: asText(box['height']).trim(),
      skus: [asText(box['sku']).trim()],
    };
  });
  const trackingNumbers = field(input, 'tracking_numbers')
    .split(/[,\n]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const form: AsnFormInput = {
    warehouse: warehouseText,
    products: lines,
    deliveryMode: isStatusOf(ASN_DELIVERY_MODES, deliveryMode) ? deliveryMode : 'dropOff',
    trackingNumbers: deliveryMode === 'carrier' ? trackingNumbers : [],
    fbaWarehouse: flags['fba'] ?? false,
    fbaDestinationAddress: field(input, 'fba_address'),
    airFreight: flags['air_freight'] ?? false,
    boxes,
  };
  issues.push(...validateAsn(form));
  if (warehouseText !== '' && warehouseId === 0) issues.push(invalidField('warehouse_id'));
  if (warehouseId > 0) {
    const approved = await db
      .selectFrom('customer_warehouses')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('warehouse_id', '=', warehouseId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!approved)
      issues.push({ field: 'warehouse_id', ...message('SERVER.WAREHOUSE_NOT_ACTIVE') });
  }
  const skus = lines.map((l) => l.sku);
  const products =
    skus.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'sku', 'declared_cents'])
          .where('customer_id', '=', customerId)
          .where('status', '=', 'active')
          .where('sku', 'in', skus)
          .execute();
  const bySku = new Map(products.map((p) => [p.sku, p]));
  lines.forEach((line, index) => {
    if (Number(line.quantity) > LINE_QUANTITY_MAX)
      issues.push({
        field: `lines.${index}.quantity`,
        ...message('SERVER.QUANTITY_TOO_LARGE', { max: LINE_QUANTITY_MAX }),
      });
    if (skus.indexOf(line.sku) !== index)
      issues.push({
        field: `lines.${index}.sku`,
        ...message('SERVER.SKU_REPEATED', { sku: line.sku }),
      });
    else if (line.sku !== '' && !bySku.has(line.sku))
      issues.push({
        field: `lines.${index}.sku`,
        ...message('SERVER.SKU_NOT_ACTIVE', { sku: line.sku }),
      });
  });
  boxes.forEach((box, index) => {
    const sku = box.skus[0] ?? '';
    if (sku !== '' && !skus.includes(sku))
      issues.push({
        field: `boxes.${index}.sku`,
        ...message('SERVER.BOX_SKU_NOT_IN_LINES', { sku }),
      });
  });
  if (issues.length > 0 || typeof freight !== 'number' || typeof vat !== 'number')
    return err(issues);
  // The USD -> CNY rate is the operator's (exchange_rates, through the RateTable port); without
  // one the fee rule answers FEE.RATE_UNAVAILABLE instead of assuming a rate.
  const rates = await loadRateTable(db);
  let insurance: Money = { amount: 0, currency: 'CNY' };
  for (const line of lines) {
    const product = bySku.get(line.sku);
    if (!product) continue;
    const fee = warehousingInsuranceFee(
      {
        unitValue: { amount: product.declared_cents, currency: 'USD' },
        quantity: Number(line.quantity),
      },
      rates,
    );
    const sum = fee.ok ? addMoney(insurance, fee.value) : fee;
    if (!sum.ok) return err([sum.error]);
    insurance = sum.value;
  }
  const hundredths = (text: DecimalText) => {
    const parsed = parsePositiveAmount(text);
    return parsed.ok ? parsed.value : 0;
  };
  return ok({
    warehouseId,
    lines: lines.map((line) => ({
      productId: bySku.get(line.sku)?.id ?? 0,
      quantity: Number(line.quantity),
    })),
    boxes: boxes.map((box) => ({
      sku: box.skus[0] ?? '',
      weight: hundredths(box.weightKg),
      length: hundredths(box.lengthCm),
      width: hundredths(box.widthCm),
      height: hundredths(box.heightCm),
    })),
    columns: {
      prepacking,
      delivery_mode: deliveryMode,
      tracking_numbers: JSON.stringify(form.trackingNumbers),
      fba: flags['fba'] ?? false,
      fba_address: flags['fba'] ? field(input, 'fba_address') : '',
      level,
      unloading: flags['unloading'] ?? false,
      air_freight: flags['air_freight'] ?? false,
      estimated_arrival: arrival,
      freight_minor: freight,
      vat_minor: vat,
      insurance_minor: insurance.amount,
      currency: 'CNY',
    },
  });
}

type DecimalText = ShipmentBoxInput['weightKg'];

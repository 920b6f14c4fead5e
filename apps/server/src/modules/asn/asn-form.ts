import type { Money, Result, ValidationFieldIssue } from '@portal/domain';
import {
  addMoney,
  ASN_BOXES_MAX,
  ASN_LINES_MAX,
  asnTrackingNumbers,
  ok,
  err,
  parseFormRows,
  parsePositiveAmount,
  validateAsnForm,
  validateMerchantRecords,
  warehousingInsuranceFee,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InputFor } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { warehouseApproval } from '../customer/repository';
import { loadRateTable } from '../exchange-rate/repository';
import { activeProducts } from './repository';

/** The ASN form's fields as create and edit both take them (after validation). */
type Input = Omit<InputFor<'asn.create'>, 'submit'>;
type Db = Kysely<Database> | Transaction<Database>;

export interface AsnValues {
  readonly warehouseId: number;
  readonly lines: readonly { readonly productId: number; readonly quantity: number }[];
  readonly boxes: readonly {
    readonly sku: string;
    readonly quantity: number;
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

/**
 * Reads the ASN form: the domain's validateAsnForm (every field rule, keyed by the wire names),
 * plus what needs the database: the warehouse must be approved for the merchant and every SKU one
 * of its active products.
 */
export async function readAsnForm(
  db: Db,
  customerId: number,
  input: Input,
): Promise<Result<AsnValues, readonly ValidationFieldIssue[]>> {
  const fba = isFlagOn(input.fba);
  const airFreight = isFlagOn(input.air_freight);
  const issues: ValidationFieldIssue[] = validateAsnForm({
    ...input,
    fba,
    air_freight: airFreight,
  });
  const rows = (text: string, max: number) => {
    const parsed = parseFormRows(text, max);
    return parsed.ok ? parsed.value : [];
  };
  const lines = rows(input.lines, ASN_LINES_MAX).map((line) => ({
    sku: line['sku'] ?? '',
    quantity: line['quantity'] ?? '',
  }));
  const boxes = rows(input.boxes, ASN_BOXES_MAX);
  const warehouseId = input.warehouse_id;
  const trackingNumbers = asnTrackingNumbers(input);
  // The database facts enter the domain's rule through ports (an approved warehouse, active SKUs).
  const records = await validateMerchantRecords(
    { warehouse_id: warehouseId, skus: lines.map((l) => l.sku) },
    { warehouses: warehouseApproval(db, customerId), products: activeProducts(db, customerId) },
    { blankWarehouse: 'skip', unknownSku: 'SERVER.SKU_NOT_ACTIVE' },
  );
  issues.push(...records.issues);
  const bySku = records.bySku;
  if (issues.length > 0) return err(issues);
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
    if (!sum.ok) return err([{ field: 'lines', ...sum.error }]);
    insurance = sum.value;
  }
  const hundredths = (text: string) => {
    const parsed = parsePositiveAmount(text.trim());
    return parsed.ok ? parsed.value : 0;
  };
  return ok({
    warehouseId,
    lines: lines.map((line) => ({
      productId: bySku.get(line.sku)?.id ?? 0,
      quantity: Number(line.quantity),
    })),
    boxes: boxes.map((box) => ({
      sku: box['sku'] ?? '',
      quantity: Number(box['quantity']),
      weight: hundredths(box['weight'] ?? ''),
      length: hundredths(box['length'] ?? ''),
      width: hundredths(box['width'] ?? ''),
      height: hundredths(box['height'] ?? ''),
    })),
    columns: {
      prepacking: input.prepacking,
      delivery_mode: input.delivery_mode,
      tracking_numbers: JSON.stringify(trackingNumbers),
      fba,
      fba_address: fba ? input.fba_address.trim() : '',
      level: input.level,
      unloading: isFlagOn(input.unloading),
      air_freight: airFreight,
      estimated_arrival: input.estimated_arrival.trim(),
      freight_minor: hundredths(input.estimated_freight),
      vat_minor: hundredths(input.estimated_vat),
      insurance_minor: insurance.amount,
      currency: 'CNY',
    },
  });
}

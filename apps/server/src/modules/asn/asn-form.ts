import type { AsnDetail } from '@portal/contract';
import type { AsnFormFields, Money, Result, ValidationFieldIssue } from '@portal/domain';
import {
  addMoney,
  ASN_BOXES_MAX,
  decimalText,
  draftIssues,
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

export type { AsnValues } from './asn-values';
import type { AsnValues } from './asn-values';

/**
 * Reads the ASN form: the domain's validateAsnForm (every field rule, keyed by the wire names),
 * plus what needs the database: the warehouse must be approved for the merchant and every SKU one
 * of its active products. A draft (`draft: true`) keeps only the refusals of what was given
 * (the domain's draftIssues): what it leaves blank is stored as null, and a
 * line without a SKU names nothing to keep, so it is left out.
 */
export async function readAsnForm(
  db: Db,
  customerId: number,
  input: Input,
  mode: { readonly draft: boolean },
): Promise<Result<AsnValues, readonly ValidationFieldIssue[]>> {
  const fba = isFlagOn(input.fba);
  const airFreight = isFlagOn(input.air_freight);
  const checked = validateAsnForm({
    ...input,
    warehouse_id: input.warehouse_id ?? '',
    fba,
    air_freight: airFreight,
  });
  const issues: ValidationFieldIssue[] = mode.draft ? draftIssues(checked) : checked;
  const rows = (text: string, max: number) => {
    const parsed = parseFormRows(text, max);
    return parsed.ok ? parsed.value : [];
  };
  const lines = rows(input.lines, ASN_LINES_MAX).map((line) => ({
    sku: line['sku'] ?? '',
    quantity: line['quantity'] ?? '',
  }));
  const boxes = rows(input.boxes, ASN_BOXES_MAX);
  const warehouseId = input.warehouse_id ?? 0;
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
    if (!product || line.quantity.trim() === '') continue;
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
  // blank (only a draft gets here with one) is stored as null, never as an invented 0
  const given = <T>(text: string | undefined, read: (text: string) => T): T | null =>
    (text ?? '').trim() === '' ? null : read(text ?? '');
  return ok({
    warehouseId: warehouseId > 0 ? warehouseId : null,
    lines: lines.flatMap((line) => {
      const product = bySku.get(line.sku);
      return product ? [{ productId: product.id, quantity: given(line.quantity, Number) }] : [];
    }),
    boxes: boxes.map((box) => ({
      sku: box['sku'] ?? '',
      quantity: given(box['quantity'], Number),
      weight: given(box['weight'], hundredths),
      length: given(box['length'], hundredths),
      width: given(box['width'], hundredths),
      height: given(box['height'], hundredths),
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

/** Blank for a zero fee (the optional amount's "none"), else the decimal it was typed as. */
const amountText = (amount: number) => (amount === 0 ? '' : decimalText(amount));

/**
 * A stored notice as the form it was saved from, for the full check when a draft is submitted by
 * the action: what the draft left out is blank again, so validateAsnForm refuses each missing
 * field as a submit from the form would.
 */
export const storedAsnForm = (asn: AsnDetail): AsnFormFields => ({
  warehouse_id: asn.warehouse_id ?? '',
  lines: JSON.stringify(
    asn.lines.map((line) => ({ sku: line.sku, quantity: String(line.quantity ?? '') })),
  ),
  prepacking: asn.prepacking,
  delivery_mode: asn.delivery_mode,
  tracking_numbers: asn.tracking_numbers.join(','),
  fba: asn.fba,
  fba_address: asn.fba_address,
  level: asn.level,
  air_freight: asn.air_freight,
  boxes: JSON.stringify(
    asn.boxes.map((box) => ({
      sku: box.sku,
      quantity: String(box.quantity ?? ''),
      weight: box.weight_kg,
      length: box.length_cm,
      width: box.width_cm,
      height: box.height_cm,
    })),
  ),
  estimated_freight: amountText(asn.estimated_freight.amount),
  estimated_vat: amountText(asn.estimated_vat.amount),
  estimated_arrival: asn.estimated_arrival,
});

import type { MerchantProducts, WarehouseApproval } from '../ports/merchant-records';
import { message } from '../shared/result';
import type { ValidationFieldIssue } from './issues';

/** What a form names of the merchant's own records: a warehouse and the SKUs of its lines. */
export interface MerchantRecordsForm {
  readonly warehouse_id: number;
  /** The lines' SKUs in line order (issues are keyed `lines.<index>.sku`). */
  readonly skus: readonly string[];
}

export interface MerchantRecordsRules {
  /** An ASN leaves a blank warehouse to its form rule (required); a return refuses it here. */
  readonly blankWarehouse: 'skip' | 'refuse';
  /** The code of a SKU the port does not find (not active for an ASN, unknown for a return). */
  readonly unknownSku: 'SERVER.SKU_NOT_ACTIVE' | 'SERVER.SKU_UNKNOWN';
}

export interface MerchantRecordsCheck<P> {
  readonly issues: readonly ValidationFieldIssue[];
  /** The products found, by SKU, for the caller to store their ids. */
  readonly bySku: ReadonlyMap<string, P>;
}

/**
 * The form rules that need the database, asked through ports as SkuUniqueness is: the warehouse
 * must be approved for the merchant, and each distinct named SKU one of its products. A SKU is
 * reported once, on its first line; a blank SKU is the form rule's (required), not this one's.
 * The server's ASN and RMA readers call it after validateAsnForm / validateRmaForm.
 */
export async function validateMerchantRecords<P extends { readonly sku: string }>(
  form: MerchantRecordsForm,
  ports: { readonly warehouses: WarehouseApproval; readonly products: MerchantProducts<P> },
  rules: MerchantRecordsRules,
): Promise<MerchantRecordsCheck<P>> {
  const issues: ValidationFieldIssue[] = [];
  const checkWarehouse = form.warehouse_id > 0 || rules.blankWarehouse === 'refuse';
  if (
    checkWarehouse &&
    !(form.warehouse_id > 0 && (await ports.warehouses.isApproved(form.warehouse_id)))
  )
    issues.push({ field: 'warehouse_id', ...message('SERVER.WAREHOUSE_NOT_ACTIVE') });
  const named = [...new Set(form.skus.filter((sku) => sku !== ''))];
  const found = named.length === 0 ? [] : await ports.products.findBySkus(named);
  const bySku = new Map(found.map((product) => [product.sku, product]));
  form.skus.forEach((sku, index) => {
    if (sku !== '' && form.skus.indexOf(sku) === index && !bySku.has(sku))
      issues.push({ field: `lines.${index}.sku`, ...message(rules.unknownSku, { sku }) });
  });
  return { issues, bySku };
}

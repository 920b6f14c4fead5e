import type { ValidationFieldIssue } from './issues';
import { validationMessage } from './issues';
import type { DecimalField } from './product-values';

/** A line or a box as far as its quantity goes: which SKU, how many. */
export interface SkuQuantity {
  readonly sku: string;
  readonly quantity: DecimalField;
}

// Only whole, positive counts take part: a malformed quantity has its own refusal beside its field,
// and adding it up here would only repeat that refusal on another field.
const wholeCount = (quantity: DecimalField): number | undefined => {
  const text = String(quantity ?? '').trim();
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/**
 * A box holds one SKU and a quantity, so when a notice lists its boxes, each line's quantity must
 * equal what its SKU's boxes hold together (issue 10 item 11). A notice without boxes has nothing
 * to add up. The refusal sits on the line's quantity (`lines.N.quantity`, the wire name) and says
 * both sums, so the merchant sees which side to correct. A line or box whose SKU or quantity is
 * not yet a whole count is left to its own field's rule.
 */
export function validateBoxQuantities(
  lines: readonly SkuQuantity[],
  boxes: readonly SkuQuantity[],
): ValidationFieldIssue[] {
  if (boxes.length === 0) return [];
  const held = new Map<string, number | undefined>();
  for (const box of boxes) {
    const sku = box.sku.trim();
    const count = wholeCount(box.quantity);
    const before = held.has(sku) ? held.get(sku) : 0;
    held.set(sku, before === undefined || count === undefined ? undefined : before + count);
  }
  return lines.flatMap((line, index) => {
    const sku = line.sku.trim();
    const quantity = wholeCount(line.quantity);
    const inBoxes = held.has(sku) ? held.get(sku) : 0;
    if (sku === '' || quantity === undefined || inBoxes === undefined || inBoxes === quantity)
      return [];
    return [
      {
        field: `lines.${index}.quantity`,
        ...validationMessage('ASN.BOX_QUANTITY_MISMATCH', { sku, lines: quantity, boxes: inBoxes }),
      },
    ];
  });
}

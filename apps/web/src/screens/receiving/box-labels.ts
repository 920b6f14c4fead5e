import type { AsnDetail } from '@portal/contract';

/** What one box label shows (warehouse-shipping.md section 9: a label is at most 21 x 10 cm). */
export interface BoxLabel {
  /** The code printed large on the label: the ASN number and the box number. */
  readonly code: string;
  readonly asnNo: string;
  readonly boxNo: number;
  readonly boxCount: number;
  readonly sku: string;
  /** Known when the box is the only one holding its SKU: the line's quantity; otherwise unknown. */
  readonly quantity: number | undefined;
  readonly warehouse: string;
}

/** One label per box, in box order. */
export function boxLabelsOf(detail: AsnDetail): readonly BoxLabel[] {
  const boxesPerSku = new Map<string, number>();
  for (const box of detail.boxes) boxesPerSku.set(box.sku, (boxesPerSku.get(box.sku) ?? 0) + 1);
  return detail.boxes.map((box) => ({
    code: `${detail.asn_no}-${String(box.box_no).padStart(3, '0')}`,
    asnNo: detail.asn_no,
    boxNo: box.box_no,
    boxCount: detail.boxes.length,
    sku: box.sku,
    quantity:
      boxesPerSku.get(box.sku) === 1
        ? detail.lines.find((line) => line.sku === box.sku)?.quantity
        : undefined,
    warehouse: detail.warehouse,
  }));
}

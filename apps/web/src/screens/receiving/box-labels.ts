import type { AsnDetail } from '@portal/contract';

/** What one box label shows (warehouse-shipping.md section 9: a label is at most 21 x 10 cm). */
export interface BoxLabel {
  /** The ASN number and the box number, printed large and as the Code 128 barcode. */
  readonly code: string;
  readonly asnNo: string;
  readonly boxNo: number;
  readonly boxCount: number;
  readonly sku: string;
  /** The units of its one SKU the box holds. */
  readonly quantity: number | null;
  readonly warehouse: string | null;
}

/** One label per box, in box order. */
export const boxLabelsOf = (detail: AsnDetail): readonly BoxLabel[] =>
  detail.boxes.map((box) => ({
    code: `${detail.asn_no}-${String(box.box_no).padStart(3, '0')}`,
    asnNo: detail.asn_no,
    boxNo: box.box_no,
    boxCount: detail.boxes.length,
    sku: box.sku,
    quantity: box.quantity,
    warehouse: detail.warehouse,
  }));

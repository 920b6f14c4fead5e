import { FEE_CODES } from './codes';
import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';

/** A shipping label is at most 21 x 10 cm (either way round). */
export const SHIPPING_LABEL_MAX_CM = { long: 21, short: 10 } as const;
/** A box needs a face of at least 10 x 15 cm, so a label can be stuck on it. */
export const BOX_MIN_FACE_CM = { long: 15, short: 10 } as const;
// Box weights (at most 31 kg, at least 10 kg by air) are a form rule: validateBoxWeight in
// validation/shipment-boxes.ts, the one place they live.

/** Undefined when the label fits, else the message code to show. */
export function checkShippingLabelSize(label: {
  readonly widthCm: number;
  readonly heightCm: number;
}): MessageCode | undefined {
  const long = Math.max(label.widthCm, label.heightCm);
  const short = Math.min(label.widthCm, label.heightCm);
  return long <= SHIPPING_LABEL_MAX_CM.long && short <= SHIPPING_LABEL_MAX_CM.short
    ? undefined
    : message(FEE_CODES.labelTooLarge, { ...SHIPPING_LABEL_MAX_CM });
}

/** Undefined when the box's largest face is at least 10 x 15 cm, else the message code. */
export function checkBoxSurface(box: {
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}): MessageCode | undefined {
  const [first, second] = [box.lengthCm, box.widthCm, box.heightCm].sort((a, b) => b - a);
  const [long, short] = [first ?? 0, second ?? 0];
  return long >= BOX_MIN_FACE_CM.long && short >= BOX_MIN_FACE_CM.short
    ? undefined
    : message(FEE_CODES.boxSurfaceTooSmall, { ...BOX_MIN_FACE_CM });
}

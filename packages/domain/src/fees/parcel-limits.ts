import { FEE_CODES } from './codes';
import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';

/** A shipping label is at most 21 x 10 cm (either way round). */
export const SHIPPING_LABEL_MAX_CM = { long: 21, short: 10 } as const;
/** A box needs a face of at least 10 x 15 cm, so a label can be stuck on it. */
export const BOX_MIN_FACE_CM = { long: 15, short: 10 } as const;
/** No box over 31 kg; an air-freight box weighs at least 10 kg. */
export const PARCEL_BOX_MAX_WEIGHT_KG = 31;
export const AIR_FREIGHT_BOX_MIN_WEIGHT_KG = 10;

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

/** Undefined when the box weight is allowed (10 kg and 31 kg themselves are), else the code. */
export function checkBoxWeight(box: {
  readonly weightKg: number;
  readonly byAir: boolean;
}): MessageCode | undefined {
  if (box.weightKg > PARCEL_BOX_MAX_WEIGHT_KG)
    return message(FEE_CODES.boxTooHeavy, { max: PARCEL_BOX_MAX_WEIGHT_KG });
  if (box.byAir && box.weightKg < AIR_FREIGHT_BOX_MIN_WEIGHT_KG)
    return message(FEE_CODES.airBoxTooLight, { min: AIR_FREIGHT_BOX_MIN_WEIGHT_KG });
  return undefined;
}

import { validateIntegerAtLeast } from './decimal-input';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import {
  collectFieldIssues,
  nestFieldIssues,
  validateRequiredField,
  validationMessage,
} from './issues';
import type { DecimalField } from './product-values';
import type { ShipmentBoxInput } from './shipment-boxes';
import { validateShipmentBox, validateTrackingNumber } from './shipment-boxes';
import { validateSku } from './sku';

/**
 * Editing an ASN line after goods arrived: the quantity stays a whole number within
 * [received, original].
 */
export function validateAsnQuantity(
  quantity: DecimalField,
  bounds: { readonly received: number; readonly original: number },
): FieldCheck {
  const shape = validateIntegerAtLeast(quantity, 1);
  if (shape !== undefined) return shape;
  const value = Number(String(quantity).trim());
  if (value > bounds.original)
    return validationMessage('ASN.QUANTITY_ABOVE_ORIGINAL', { original: bounds.original });
  if (value < bounds.received)
    return validationMessage('ASN.QUANTITY_BELOW_RECEIVED', { received: bounds.received });
  return undefined;
}

export interface AsnLineInput {
  readonly sku: string;
  readonly quantity: DecimalField;
  /** Present when an existing ASN is edited. */
  readonly original?: number;
  readonly received?: number;
}

export const ASN_DELIVERY_MODES = ['dropOff', 'carrier'] as const;
export type AsnDeliveryMode = (typeof ASN_DELIVERY_MODES)[number];

export interface AsnFormInput {
  readonly warehouse: string;
  readonly products: readonly AsnLineInput[];
  readonly deliveryMode: AsnDeliveryMode;
  /** Required when a third-party carrier delivers. */
  readonly trackingNumbers: readonly string[];
  readonly fbaWarehouse: boolean;
  readonly fbaDestinationAddress?: string;
  readonly airFreight: boolean;
  readonly boxes: readonly ShipmentBoxInput[];
}

function validateAsnLine(line: AsnLineInput): ValidationFieldIssue[] {
  const editing = line.original !== undefined;
  return collectFieldIssues([
    ['sku', validateSku(line.sku)],
    [
      'quantity',
      editing
        ? validateAsnQuantity(line.quantity, {
            received: line.received ?? 0,
            original: line.original ?? 0,
          })
        : validateIntegerAtLeast(line.quantity, 1),
    ],
  ]);
}

/** Every rule of an ASN form; an empty list means it may be saved. */
export function validateAsn(asn: AsnFormInput): ValidationFieldIssue[] {
  const trackingRequired =
    asn.deliveryMode === 'carrier' && asn.trackingNumbers.every((number) => number.trim() === '');
  return [
    ...collectFieldIssues([
      ['warehouse', validateRequiredField(asn.warehouse)],
      ['products', asn.products.length === 0 ? validationMessage('ASN.NO_PRODUCTS') : undefined],
      ['trackingNumbers', trackingRequired ? validationMessage('VALIDATION.REQUIRED') : undefined],
      [
        'fbaDestinationAddress',
        asn.fbaWarehouse ? validateRequiredField(asn.fbaDestinationAddress) : undefined,
      ],
    ]),
    ...asn.products.flatMap((line, index) =>
      nestFieldIssues(`products.${index}`, validateAsnLine(line)),
    ),
    ...(asn.deliveryMode === 'carrier'
      ? collectFieldIssues(
          asn.trackingNumbers.map((number, index) => [
            `trackingNumbers.${index}`,
            validateTrackingNumber(number),
          ]),
        )
      : []),
    ...asn.boxes.flatMap((box, index) =>
      nestFieldIssues(`boxes.${index}`, validateShipmentBox(box, asn.airFreight)),
    ),
  ];
}

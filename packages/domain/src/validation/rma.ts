import { validateIntegerAtLeast } from './decimal-input';
import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, nestFieldIssues, validationMessage } from './issues';
import type { DecimalField } from './product-values';
import type { ShipmentBoxInput } from './shipment-boxes';
import { validateShipmentBox, validateTrackingNumber } from './shipment-boxes';
import { validateSku } from './sku';

export interface RmaFormInput {
  readonly orderNumber?: string;
  readonly shippingMethod?: string;
  readonly trackingNumbers: readonly string[];
  readonly products: readonly { readonly sku: string; readonly quantity: DecimalField }[];
  readonly airFreight?: boolean;
  readonly boxes?: readonly ShipmentBoxInput[];
}

/** Every rule of a return (RMA) form; an empty list means it may be saved. */
export function validateRma(rma: RmaFormInput): ValidationFieldIssue[] {
  return [
    ...collectFieldIssues([
      ['products', rma.products.length === 0 ? validationMessage('RMA.NO_PRODUCTS') : undefined],
      ...rma.trackingNumbers.map(
        (number, index) => [`trackingNumbers.${index}`, validateTrackingNumber(number)] as const,
      ),
    ]),
    ...rma.products.flatMap((line, index) =>
      nestFieldIssues(
        `products.${index}`,
        collectFieldIssues([
          ['sku', validateSku(line.sku)],
          ['quantity', validateIntegerAtLeast(line.quantity, 1)],
        ]),
      ),
    ),
    ...(rma.boxes ?? []).flatMap((box, index) =>
      nestFieldIssues(`boxes.${index}`, validateShipmentBox(box, rma.airFreight ?? false)),
    ),
  ];
}

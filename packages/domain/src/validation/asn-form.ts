import { validateAsn, ASN_DELIVERY_MODES } from './asn';
import type { AsnDeliveryMode } from './asn';
import { parsePositiveAmount } from './decimal-input';
import type { FormRow } from './form-fields';
import {
  firstIssuePerField,
  parseFormRows,
  renameIssueFields,
  repeatedSkuIssues,
  splitTrackingNumbers,
  validateChoice,
  validateDay,
} from './form-fields';
import { validateBoxQuantities } from './box-quantities';
import { ASN_LEVELS, ASN_PREPACKING } from './form-enums';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import { collectFieldIssues, validationMessage } from './issues';

/** The inbound notice form as it travels (the contract's ASN_FORM_FIELDS), flags as booleans. */
export interface AsnFormFields {
  readonly warehouse_id: string | number;
  /** JSON [{ sku, quantity }]. */
  readonly lines: string;
  readonly prepacking: string;
  readonly delivery_mode: string;
  /** Comma- or line-separated; read only for a carrier delivery. */
  readonly tracking_numbers: string;
  readonly fba: boolean;
  readonly fba_address: string;
  readonly level: string;
  readonly air_freight: boolean;
  /** JSON [{ sku, quantity, weight, length, width, height }], one SKU per box. */
  readonly boxes: string;
  readonly estimated_freight: string;
  readonly estimated_vat: string;
  readonly estimated_arrival: string;
}

export const ASN_LINES_MAX = 100;
export const ASN_BOXES_MAX = 500;
/** The largest quantity of one line of a notice or a return. */
export const FORM_LINE_QUANTITY_MAX = 1_000_000;
const AMOUNT_HUNDREDTHS_MAX = 2_000_000_000;

/** An optional amount (CNY, at most 2 decimals): blank or 0 is none. */
export function validateOptionalAmount(text: string): FieldCheck {
  const value = text.trim();
  if (value === '' || value === '0') return undefined;
  const parsed = parsePositiveAmount(value);
  if (!parsed.ok) return parsed.error ?? validationMessage('VALIDATION.POSITIVE');
  return parsed.value > AMOUNT_HUNDREDTHS_MAX
    ? validationMessage('VALIDATION.NUMBER_TOO_LARGE')
    : undefined;
}

/** The tracking numbers the form means: only a carrier delivery has them. */
export const asnTrackingNumbers = (
  form: Pick<AsnFormFields, 'delivery_mode' | 'tracking_numbers'>,
) => (form.delivery_mode === 'carrier' ? splitTrackingNumbers(form.tracking_numbers) : []);

/** validateAsn's field names -> the wire names (nested paths keep their index). */
function wireField(field: string): string {
  const [head = '', index, sub] = field.split('.');
  if (head === 'warehouse') return 'warehouse_id';
  if (head === 'trackingNumbers') return 'tracking_numbers';
  if (head === 'fbaDestinationAddress') return 'fba_address';
  if (head === 'products') return index === undefined ? 'lines' : `lines.${index}.${sub}`;
  if (head === 'boxes' && index !== undefined) {
    const name = {
      weightKg: 'weight',
      lengthCm: 'length',
      widthCm: 'width',
      heightCm: 'height',
      quantity: 'quantity',
    }[sub ?? ''];
    return `boxes.${index}.${name ?? 'sku'}`;
  }
  return field;
}

const rowsOrIssue = (field: string, text: string, max: number) => {
  const parsed = parseFormRows(text, max);
  return parsed.ok
    ? { rows: parsed.value, issues: [] }
    : { rows: [] as FormRow[], issues: [{ field, ...parsed.error }] };
};

/**
 * Every rule of the inbound notice form, keyed by the wire field names (`lines.0.sku`,
 * `boxes.1.weight`), one issue per field: the choices, the optional amounts and arrival day, the
 * lines and boxes lists, validateAsn (warehouse, products, quantities, tracking numbers for a
 * carrier, FBA address, box weights by air), a SKU listed once, a box SKU among the lines, each
 * line's quantity what its boxes hold together (when boxes are listed). What
 * needs the database (an approved warehouse, active products) the server adds.
 */
export function validateAsnForm(form: AsnFormFields): ValidationFieldIssue[] {
  const lines = rowsOrIssue('lines', form.lines, ASN_LINES_MAX);
  const boxes = rowsOrIssue('boxes', form.boxes, ASN_BOXES_MAX);
  const skus = lines.rows.map((line) => line['sku'] ?? '');
  const deliveryMode: AsnDeliveryMode = form.delivery_mode === 'carrier' ? 'carrier' : 'dropOff';
  const domain = validateAsn({
    warehouse: String(form.warehouse_id).trim(),
    products: lines.rows.map((line) => ({
      sku: line['sku'] ?? '',
      quantity: line['quantity'] ?? '',
    })),
    deliveryMode,
    trackingNumbers: asnTrackingNumbers(form),
    fbaWarehouse: form.fba,
    fbaDestinationAddress: form.fba_address.trim(),
    airFreight: form.air_freight,
    boxes: boxes.rows.map((box) => ({
      weightKg: box['weight'] ?? '',
      lengthCm: box['length'] ?? '',
      widthCm: box['width'] ?? '',
      heightCm: box['height'] ?? '',
      skus: [box['sku'] ?? ''],
      quantity: box['quantity'] ?? '',
    })),
  });
  const boxRows = boxes.rows.map((box) => ({
    sku: box['sku'] ?? '',
    quantity: box['quantity'] ?? '',
  }));
  return firstIssuePerField([
    ...lines.issues,
    ...boxes.issues,
    ...collectFieldIssues([
      ['prepacking', validateChoice(form.prepacking, ASN_PREPACKING)],
      ['delivery_mode', validateChoice(form.delivery_mode, ASN_DELIVERY_MODES)],
      ['level', validateChoice(form.level, ASN_LEVELS)],
      ['estimated_freight', validateOptionalAmount(form.estimated_freight)],
      ['estimated_vat', validateOptionalAmount(form.estimated_vat)],
      [
        'estimated_arrival',
        form.estimated_arrival.trim() === '' ? undefined : validateDay(form.estimated_arrival),
      ],
    ]),
    ...renameIssueFields(domain, wireField),
    ...lineQuantityIssues(lines.rows),
    ...lineQuantityIssues(boxes.rows, 'boxes'),
    ...validateBoxQuantities(
      lines.rows.map((line) => ({
        sku: line['sku'] ?? '',
        quantity: line['quantity'] ?? '',
      })),
      boxRows,
    ),
    ...repeatedSkuIssues(skus, (index) => `lines.${index}.sku`),
    ...boxes.rows.flatMap((box, index) => {
      const sku = box['sku'] ?? '';
      return sku !== '' && !skus.includes(sku)
        ? [
            {
              field: `boxes.${index}.sku`,
              ...validationMessage('VALIDATION.BOX_SKU_NOT_IN_LINES', { sku }),
            },
          ]
        : [];
    }),
  ]);
}

/**
 * A line's (or box's) quantity above FORM_LINE_QUANTITY_MAX (the shape is validateAsn's /
 * validateRma's).
 */
export function lineQuantityIssues(
  rows: readonly FormRow[],
  list: 'lines' | 'boxes' = 'lines',
): ValidationFieldIssue[] {
  return rows.flatMap((row, index) =>
    Number(row['quantity']) > FORM_LINE_QUANTITY_MAX
      ? [
          {
            field: `${list}.${index}.quantity`,
            ...validationMessage('VALIDATION.QUANTITY_TOO_LARGE', { max: FORM_LINE_QUANTITY_MAX }),
          },
        ]
      : [],
  );
}

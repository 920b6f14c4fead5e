import { ASN_DELIVERY_MODES, ASN_LEVELS, ASN_PREPACKING, ASN_STATUSES } from '@portal/domain';
import { Type } from 'typebox';
import { AsnDetailSchema, AsnRowSchema, AsnSavedDataSchema } from '../data/asn';
import { endpoint } from '../endpoint';
import {
  flag,
  oneOf,
  optionalInteger,
  requiredInteger,
  requiredText,
  text,
  verbOf,
} from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { ASN_ROUTES } from '../routes/asn';

/**
 * The inbound notice form (warehouse-shipping.md section 3, ASN). `lines` and `boxes` are JSON
 * text inside the form (form-urlencoded has no nesting); validateAsnForm (domain) parses them and
 * answers nested issues such as `lines.0.sku` and `boxes.1.weight`.
 */
export const ASN_FORM_FIELDS = {
  warehouse_id: optionalInteger(
    'one of the merchant approved warehouses; a draft may leave it blank, a submit may not',
  ),
  lines: requiredText(
    'JSON [{"sku":"MUG-01","quantity":10}], active products, each SKU once; a draft may list none or leave quantities blank',
  ),
  prepacking: oneOf(ASN_PREPACKING),
  delivery_mode: oneOf(ASN_DELIVERY_MODES),
  tracking_numbers: text('comma- or line-separated; required for carrier; no Chinese, no spaces'),
  fba: flag('1 when the goods go on to an FBA warehouse'),
  fba_address: text('FBA destination address, required with fba'),
  level: oneOf(ASN_LEVELS),
  unloading: flag('1 to book the unloading service'),
  air_freight: flag('1 when the boxes travel by air (each box at least 10 kg)'),
  boxes: text(
    'JSON [{"sku","quantity","weight","length","width","height"}]: one SKU per box, at most 31 kg; each line\'s quantity is the sum of its boxes',
  ),
  estimated_freight: text('CNY, at most 2 decimals, blank for 0'),
  estimated_vat: text('CNY, at most 2 decimals, blank for 0'),
  estimated_arrival: text('YYYY-MM-DD'),
  submit: flag('1 to submit for approval at once'),
};

export const ASN_ENDPOINTS = {
  create: endpoint(ASN_ROUTES.create, {
    summary:
      'Creates a draft inbound notice (insurance computed); a draft checks only the fields given, submit=1 checks everything and submits it',
    request: Type.Object(ASN_FORM_FIELDS),
    response: AsnSavedDataSchema,
  }),
  edit: endpoint(ASN_ROUTES.edit, {
    summary: 'Replaces a draft inbound notice',
    request: Type.Object({ id: requiredInteger(), ...ASN_FORM_FIELDS }),
    response: AsnSavedDataSchema,
  }),
  list: endpoint(ASN_ROUTES.list, {
    summary: 'The merchant inbound notices, newest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: Type.Optional(oneOf(ASN_STATUSES, 'absent for all but deleted')),
      keyword: text('part of the ASN number'),
    }),
    response: PageSchema(AsnRowSchema),
  }),
  detail: endpoint(ASN_ROUTES.detail, {
    summary: 'One inbound notice with its lines, boxes and fees',
    request: Type.Object({ id: requiredInteger() }),
    response: AsnDetailSchema,
  }),
  action: endpoint(ASN_ROUTES.action, {
    summary: 'submit, moveToDraft or delete, through the ASN machine',
    request: Type.Object({
      id: requiredInteger(),
      action: verbOf(ASN_ROUTES.action.actions.permissions),
    }),
    response: AsnSavedDataSchema,
  }),
} as const;

import type { AsnDetail, AsnRow, AsnSavedData } from '../data/asn';
import type { Page } from '../envelope';
import type { FieldSpec } from '../endpoint';
import { endpoint, integer, PAGING_FIELDS, requiredText, text } from '../endpoint';

const asn = {
  area: 'asn',
  access: 'session',
  alertOnError: true,
  namedBySpec: false,
} as const;

const flag = (description: string): FieldSpec => ({ kind: 'boolean', description });

/** The inbound notice form (warehouse-shipping.md section 3, ASN). */
export const ASN_FORM_FIELDS = {
  warehouse_id: integer('one of the merchant approved warehouses', true),
  lines: requiredText('JSON [{"sku":"MUG-01","quantity":10}], active products, each SKU once'),
  prepacking: requiredText('provider or self'),
  delivery_mode: requiredText('dropOff or carrier'),
  tracking_numbers: text('comma-separated; required for carrier; no Chinese, no spaces'),
  fba: flag('1 when the goods go on to an FBA warehouse'),
  fba_address: text('FBA destination address, required with fba'),
  level: requiredText('standard or priority'),
  unloading: flag('1 to book the unloading service'),
  air_freight: flag('1 when the boxes travel by air (each box at least 10 kg)'),
  boxes: text('JSON [{"sku","weight","length","width","height"}]: one SKU per box, at most 31 kg'),
  estimated_freight: text('CNY, at most 2 decimals, blank for 0'),
  estimated_vat: text('CNY, at most 2 decimals, blank for 0'),
  estimated_arrival: text('YYYY-MM-DD'),
  submit: flag('1 to submit for approval at once'),
} as const satisfies Record<string, FieldSpec>;

export const ASN_ENDPOINTS = {
  create: endpoint<AsnSavedData>({
    ...asn,
    method: 'POST',
    path: '/merchant/api-asn/create',
    summary: 'Creates a draft inbound notice (insurance computed); submit=1 also submits it',
    input: 'body',
    fields: { ...ASN_FORM_FIELDS },
    data: 'AsnSavedData',
  }),
  edit: endpoint<AsnSavedData>({
    ...asn,
    method: 'POST',
    path: '/merchant/api-asn/edit',
    summary: 'Replaces a draft inbound notice',
    input: 'body',
    fields: { id: integer(undefined, true), ...ASN_FORM_FIELDS },
    data: 'AsnSavedData',
  }),
  list: endpoint<Page<AsnRow>>({
    ...asn,
    method: 'GET',
    path: '/merchant/api-asn/list',
    summary: 'The merchant inbound notices, newest first',
    input: 'query',
    fields: {
      ...PAGING_FIELDS,
      status: text('an ASN status; blank for all but deleted'),
      keyword: text('part of the ASN number'),
    },
    data: 'Page<AsnRow>',
  }),
  detail: endpoint<AsnDetail>({
    ...asn,
    method: 'GET',
    path: '/merchant/api-asn/detail',
    summary: 'One inbound notice with its lines, boxes and fees',
    input: 'query',
    fields: { id: integer(undefined, true) },
    data: 'AsnDetail',
  }),
  action: endpoint<AsnSavedData>({
    ...asn,
    method: 'POST',
    path: '/merchant/api-asn/action',
    summary: 'submit, moveToDraft or delete, through the ASN machine',
    input: 'body',
    fields: { id: integer(undefined, true), action: requiredText('submit, moveToDraft or delete') },
    data: 'AsnSavedData',
  }),
} as const;

import type { RmaDetail, RmaRow, RmaSavedData } from '../data/rma';
import type { Page } from '../envelope';
import type { FieldSpec } from '../endpoint';
import { endpoint, integer, PAGING_FIELDS, requiredText, text } from '../endpoint';

const rma = {
  area: 'rma',
  access: 'session',
  alertOnError: true,
  namedBySpec: false,
} as const;

const flag = (description: string): FieldSpec => ({ kind: 'boolean', description });

/** The return form (warehouse-shipping.md section 3, RMA). */
export const RMA_FORM_FIELDS = {
  warehouse_id: integer('the approved warehouse receiving the return', true),
  lines: requiredText('JSON [{"sku":"MUG-01","quantity":2}], the merchant products, each SKU once'),
  tracking_numbers: text('comma-separated; no Chinese, no spaces'),
  shipping_method: text('at most 100'),
  order_number: text('the original order number, at most 100'),
  back_to_shelf: flag('1 to put qualified goods back on the shelf (shelve again)'),
  submit: flag('1 to submit at once (awaiting arrival)'),
} as const satisfies Record<string, FieldSpec>;

export const RMA_ENDPOINTS = {
  create: endpoint<RmaSavedData>({
    ...rma,
    method: 'POST',
    path: '/merchant/api-rma/create',
    summary: 'Creates a draft return; submit=1 also submits it',
    input: 'body',
    fields: { ...RMA_FORM_FIELDS },
    data: 'RmaSavedData',
  }),
  edit: endpoint<RmaSavedData>({
    ...rma,
    method: 'POST',
    path: '/merchant/api-rma/edit',
    summary: 'Replaces a draft return; submit=1 also submits it',
    input: 'body',
    fields: { id: integer(undefined, true), ...RMA_FORM_FIELDS },
    data: 'RmaSavedData',
  }),
  list: endpoint<Page<RmaRow>>({
    ...rma,
    method: 'GET',
    path: '/merchant/api-rma/list',
    summary: 'The merchant returns, newest first',
    input: 'query',
    fields: {
      ...PAGING_FIELDS,
      status: text('draft, awaiting_arrival or processed'),
      keyword: text('part of the RMA, order or tracking number'),
    },
    data: 'Page<RmaRow>',
  }),
  detail: endpoint<RmaDetail>({
    ...rma,
    method: 'GET',
    path: '/merchant/api-rma/detail',
    summary: 'One return with its lines and quantities',
    input: 'query',
    fields: { id: integer(undefined, true) },
    data: 'RmaDetail',
  }),
} as const;

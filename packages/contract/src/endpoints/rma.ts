import { RMA_STATUSES } from '@portal/domain';
import { Type } from 'typebox';
import { RmaDetailSchema, RmaRowSchema, RmaSavedDataSchema } from '../data/rma';
import { endpoint } from '../endpoint';
import { flag, oneOf, requiredInteger, requiredText, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { RMA_ROUTES } from '../routes/rma';

/**
 * The return form (warehouse-shipping.md section 3, RMA). `lines` is JSON text inside the form;
 * validateRmaForm (domain) parses it and answers nested issues such as `lines.0.quantity`.
 */
export const RMA_FORM_FIELDS = {
  warehouse_id: requiredInteger('the approved warehouse receiving the return'),
  lines: requiredText('JSON [{"sku":"MUG-01","quantity":2}], the merchant products, each SKU once'),
  tracking_numbers: text('comma- or line-separated; no Chinese, no spaces'),
  shipping_method: text('at most 100'),
  order_number: text('the original order number, at most 100'),
  back_to_shelf: flag('1 to put qualified goods back on the shelf (shelve again)'),
  submit: flag('1 to submit at once (awaiting arrival)'),
};

export const RMA_ENDPOINTS = {
  create: endpoint(RMA_ROUTES.create, {
    summary: 'Creates a draft return; submit=1 also submits it',
    request: Type.Object(RMA_FORM_FIELDS),
    response: RmaSavedDataSchema,
  }),
  edit: endpoint(RMA_ROUTES.edit, {
    summary: 'Replaces a draft return; submit=1 also submits it',
    request: Type.Object({ id: requiredInteger(), ...RMA_FORM_FIELDS }),
    response: RmaSavedDataSchema,
  }),
  list: endpoint(RMA_ROUTES.list, {
    summary: 'The merchant returns, newest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: Type.Optional(oneOf(RMA_STATUSES)),
      keyword: text('part of the RMA, order or tracking number'),
    }),
    response: PageSchema(RmaRowSchema),
  }),
  detail: endpoint(RMA_ROUTES.detail, {
    summary: 'One return with its lines and quantities',
    request: Type.Object({ id: requiredInteger() }),
    response: RmaDetailSchema,
  }),
} as const;

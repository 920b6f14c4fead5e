import { TOP_UP_STATUSES } from '@portal/domain';
import { Type } from 'typebox';
import {
  ORDER_CHARGE_MOVES,
  OrderChargePageSchema,
  TopUpRowSchema,
  WaybillQueryDataSchema,
} from '../data/billing';
import { endpoint } from '../endpoint';
import { defaulted, oneOf, optionalInteger, requiredText, text } from '../schemas/kit';
import { DATE_FILTER_FIELDS } from '../schemas/date-filter';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { RECHARGE_ROUTES } from '../routes/recharge';

/** A spreadsheet answered inside the envelope: its name, type, bytes (base64) and data rows. */
const FileAnswerSchema = Type.Object({
  file_name: Type.String(),
  content_type: Type.String(),
  content_base64: Type.String(),
  rows: Type.Integer({ minimum: 0 }),
});

export const RECHARGE_ENDPOINTS = {
  transactionsExport: endpoint(RECHARGE_ROUTES.transactionsExport, {
    summary:
      'Up to 800 ledger movements (newest first, optionally one kind and a date range) as XLSX, headings and kinds in the request language',
    request: Type.Object({
      kind: text(
        'top_up, charge, refund, plan_fee, extra_purchase, storage_fee, overdue_fee or adjustment; all when absent',
      ),
      ...DATE_FILTER_FIELDS,
    }),
    response: FileAnswerSchema,
  }),
  create: endpoint(RECHARGE_ROUTES.create, {
    summary:
      'Asks the provider to credit a transfer: amount in CNY, method, and the proof picture (an uploadPicture id)',
    request: Type.Object({
      amount: text('CNY, positive, at most 2 decimals'),
      method: text('bank_transfer, alipay or wechat_pay'),
      proof: requiredText('id of an uploadPicture upload of this merchant'),
    }),
    response: TopUpRowSchema,
  }),
  list: endpoint(RECHARGE_ROUTES.list, {
    summary: "The merchant's top-up requests, newest first, paged, optionally by status",
    request: Type.Object({
      ...PAGING_FIELDS,
      status: defaulted(oneOf(['', ...TOP_UP_STATUSES] as const, 'a top-up status'), ''),
    }),
    response: PageSchema(TopUpRowSchema),
  }),
  orderCharges: endpoint(RECHARGE_ROUTES.orderCharges, {
    summary:
      "The order charge details: each order's charge (with its kinds) and refund from the ledger, newest first, paged, with the totals of the filter",
    request: Type.Object({
      ...PAGING_FIELDS,
      order_no: text('orders whose number contains this text'),
      warehouse_id: optionalInteger('only orders of this warehouse'),
      kind: defaulted(oneOf(['', ...ORDER_CHARGE_MOVES] as const, 'charge or refund'), ''),
      ...DATE_FILTER_FIELDS,
    }),
    response: OrderChargePageSchema,
  }),
  waybills: endpoint(RECHARGE_ROUTES.waybills, {
    summary:
      "The waybill query: the merchant's orders matching up to 500 order, reference or tracking numbers, with what each was charged, and the numbers matching none",
    request: Type.Object({
      numbers: requiredText(
        'order, reference or tracking numbers split by spaces, commas or lines',
      ),
    }),
    response: WaybillQueryDataSchema,
  }),
  quotation: endpoint(RECHARGE_ROUTES.quotation, {
    summary:
      "The quotation (rate card) as XLSX: each channel's freight per weight bracket and remote surcharge, and the plan rates, headings in the request language",
    request: Type.Object({}),
    response: FileAnswerSchema,
  }),
} as const;

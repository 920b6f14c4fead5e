import type { TObject, TProperties } from 'typebox';
import { Type } from 'typebox';
import { AsnRowSchema, AsnSavedDataSchema } from '../data/asn';
import { ProductRowSchema } from '../data/product';
import { RmaRowSchema, RmaSavedDataSchema } from '../data/rma';
import { endpoint } from '../endpoint';
import { defaulted, requiredInteger, requiredText, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

const withCustomer = <P extends TProperties>(row: TObject<P>) =>
  Type.Object({ ...row.properties, customer_id: Type.Integer() });
const IdStatusSchema = Type.Object({ id: Type.Integer(), status: Type.String() });

import { STORAGE_OPS_ROUTES } from '../routes/ops-storage';

const count = () => defaulted(Type.Integer({ minimum: 0, maximum: 1_000_000 }), 0);

/**
 * What one receipt of an ASN takes, per line: the goods counted good and damaged. A form sends
 * it as JSON text (`[{"line_id":1,"qualified":8,"unqualified":2}]`, the CLI's `lines=`); the
 * server decodes the text before this schema validates it, so a bad entry is a field issue
 * (`lines.0.qualified`), never hand parsing.
 */
const ASN_RECEIPTS_SCHEMA = Type.Array(
  Type.Object(
    { line_id: Type.Integer({ minimum: 1 }), qualified: count(), unqualified: count() },
    { additionalProperties: false },
  ),
  {
    minItems: 1,
    maxItems: 100,
    description: 'JSON text: [{"line_id":1,"qualified":8,"unqualified":2}], each line once',
  },
);

/** The provider's actions in the storage area (merged into OPS_ENDPOINTS). */
export const STORAGE_OPS_ENDPOINTS = {
  pendingProducts: endpoint(STORAGE_OPS_ROUTES.pendingProducts, {
    summary: 'Products waiting for approval, oldest first',
    request: Type.Object({ ...PAGING_FIELDS }),
    response: PageSchema(withCustomer(ProductRowSchema)),
  }),
  approveProduct: endpoint(STORAGE_OPS_ROUTES.approveProduct, {
    summary: 'Approves a pending product: it becomes active within the plan SKU quota',
    request: Type.Object({ product_id: requiredInteger() }),
    response: IdStatusSchema,
  }),
  rejectProduct: endpoint(STORAGE_OPS_ROUTES.rejectProduct, {
    summary: 'Rejects a pending product with a reason kept in the rejection log',
    request: Type.Object({
      product_id: requiredInteger(),
      reason: requiredText('at most 200 characters'),
    }),
    response: IdStatusSchema,
  }),
  asns: endpoint(STORAGE_OPS_ROUTES.asns, {
    summary: 'Inbound notices of every merchant by status (default pending approval), oldest first',
    request: Type.Object({ ...PAGING_FIELDS, status: text('an ASN status') }),
    response: PageSchema(withCustomer(AsnRowSchema)),
  }),
  approveAsn: endpoint(STORAGE_OPS_ROUTES.approveAsn, {
    summary: 'Approves an inbound notice: its quantities become stock in transit',
    request: Type.Object({ asn_id: requiredInteger() }),
    response: AsnSavedDataSchema,
  }),
  rejectAsn: endpoint(STORAGE_OPS_ROUTES.rejectAsn, {
    summary: 'Rejects a submitted inbound notice with a reason',
    request: Type.Object({
      asn_id: requiredInteger(),
      reason: requiredText('at most 200 characters'),
    }),
    response: AsnSavedDataSchema,
  }),
  arriveAsn: endpoint(STORAGE_OPS_ROUTES.arriveAsn, {
    summary: 'Marks the goods of an inbound notice arrived (processing)',
    request: Type.Object({ asn_id: requiredInteger() }),
    response: AsnSavedDataSchema,
  }),
  receiveAsn: endpoint(STORAGE_OPS_ROUTES.receiveAsn, {
    summary: 'Receives goods: qualified to on hand, unqualified apart, out of in transit, logged',
    request: Type.Object({
      asn_id: requiredInteger(),
      lines: ASN_RECEIPTS_SCHEMA,
    }),
    response: AsnSavedDataSchema,
  }),
  finishAsn: endpoint(STORAGE_OPS_ROUTES.finishAsn, {
    summary: 'Closes a received inbound notice; what never came leaves in transit',
    request: Type.Object({ asn_id: requiredInteger() }),
    response: AsnSavedDataSchema,
  }),
  rmas: endpoint(STORAGE_OPS_ROUTES.rmas, {
    summary: 'Returns of every merchant by status (default awaiting arrival), oldest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: text('draft, awaiting_arrival or processed'),
    }),
    response: PageSchema(withCustomer(RmaRowSchema)),
  }),
  processRma: endpoint(STORAGE_OPS_ROUTES.processRma, {
    summary: 'Receives and processes a return; back-to-shelf goods return to stock with a log line',
    request: Type.Object({
      rma_id: requiredInteger(),
      lines: requiredText(
        'JSON [{"line_id":1,"received":2,"qualified":1,"unqualified":1,"disposed":1}]',
      ),
    }),
    response: RmaSavedDataSchema,
  }),
} as const;

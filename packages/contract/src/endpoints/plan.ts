import { Type } from 'typebox';
import {
  CcEmailDataSchema,
  PlanRequestDataSchema,
  RemindDataSchema,
  SkuRowSchema,
} from '../data/plan';
import { OrderRowSchema } from '../data/dashboard';
import {
  ExtraPurchaseDataSchema,
  PlanListDataSchema,
  PlanLogRowSchema,
  PlanSavedDataSchema,
} from '../data/billing';
import { endpoint } from '../endpoint';
import { optionalInteger, requiredInteger, requiredText, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

import { PLAN_ROUTES } from '../routes/plan';

/** The plan form (validatePlanForm's wire names); rules answer `data.issues`, not a 400 schema error. */
const PLAN_FORM = Type.Object({
  warehouse_id: requiredInteger(),
  storage: text('CBM, at least 0.5, multiples of 0.1'),
  sku_count: text('integer, at least 1'),
  plan_items: text('integer, at least 100'),
});

export const PLAN_ENDPOINTS = {
  arrearsOrder: endpoint(PLAN_ROUTES.arrearsOrder, {
    summary: 'Orders held for insufficient funds, paged',
    request: Type.Object({ ...PAGING_FIELDS, warehouse_id: optionalInteger() }),
    response: PageSchema(OrderRowSchema),
  }),
  remind: endpoint(PLAN_ROUTES.remind, {
    summary: 'Whether to remind the merchant of arrears or an empty balance',
    request: Type.Object({}),
    response: RemindDataSchema,
  }),
  longTerm: endpoint(PLAN_ROUTES.longTerm, {
    summary: 'Requests a long-term storage plan for a warehouse',
    request: Type.Object({
      warehouse_id: requiredInteger(),
      storage: requiredText('CBM, at least 0.5, multiples of 0.1'),
      sku_count: requiredText('integer, at least 1'),
      plan_items: requiredText('integer, at least 100'),
    }),
    response: PlanRequestDataSchema,
  }),
  getSku: endpoint(PLAN_ROUTES.getSku, {
    summary: "Looks up this merchant's SKUs by code or name prefix; fields sent as query",
    request: Type.Object({ ...PAGING_FIELDS, keyword: text() }),
    response: PageSchema(SkuRowSchema),
  }),
  getOverdueCcEmail: endpoint(PLAN_ROUTES.getOverdueCcEmail, {
    summary: 'The addresses copied on overdue notices',
    request: Type.Object({}),
    response: CcEmailDataSchema,
  }),
  editOverdueCcEmail: endpoint(PLAN_ROUTES.editOverdueCcEmail, {
    summary: 'Replaces the copy addresses (comma separated, at most 5; empty clears)',
    request: Type.Object({ emails: text('comma separated addresses') }),
    response: CcEmailDataSchema,
  }),
  plans: endpoint(PLAN_ROUTES.plans, {
    summary:
      "Each of the merchant's approved warehouses with its plan (terms, next terms, usage), the rates and the balance",
    request: Type.Object({ warehouse_id: optionalInteger('only this warehouse') }),
    response: PlanListDataSchema,
  }),
  activate: endpoint(PLAN_ROUTES.activate, {
    summary:
      'Buys the plan of a warehouse: the first cycle fee is debited from the balance at once (idempotent per warehouse)',
    request: PLAN_FORM,
    response: PlanSavedDataSchema,
  }),
  edit: endpoint(PLAN_ROUTES.edit, {
    summary: 'Changes an active plan; the new terms take effect at the next billing date',
    request: PLAN_FORM,
    response: PlanSavedDataSchema,
  }),
  extraPurchase: endpoint(PLAN_ROUTES.extraPurchase, {
    summary:
      'Buys more SKUs and/or plan-items for the current cycle of a bought plan, paid from the balance at once; a retry with the same request_id pays once; a purchase of plan-items resumes the orders waiting for them',
    request: Type.Object({
      warehouse_id: requiredInteger(),
      sku_count: text('extra SKUs, integer, at least 0 (blank is 0)'),
      plan_items: text('extra plan-items, integer, at least 0 (blank is 0)'),
      request_id: Type.String({
        minLength: 8,
        maxLength: 64,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'chosen by the client once per purchase; names its ledger move',
      }),
    }),
    response: ExtraPurchaseDataSchema,
  }),
  log: endpoint(PLAN_ROUTES.log, {
    summary: 'Plan activations, edits and extra purchases, newest first, paged',
    request: Type.Object({ ...PAGING_FIELDS, warehouse_id: optionalInteger() }),
    response: PageSchema(PlanLogRowSchema),
  }),
} as const;

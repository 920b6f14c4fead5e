import { ORDER_OPERATOR_ACTIONS, ORDER_STATUSES } from '@portal/domain';
import { Type } from 'typebox';
import { OrderListRowSchema, OrderSavedDataSchema, RateCardSchema } from '../data/orders';
import { endpoint } from '../endpoint';
import {
  flag,
  list,
  oneOf,
  optionalInteger,
  requiredInteger,
  requiredText,
  text,
} from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { ORDER_OPS_ROUTES } from '../routes/ops-orders';

/** The provider's order actions and rate cards (merged into OPS_ENDPOINTS). */
export const ORDER_OPS_ENDPOINTS = {
  orders: endpoint(ORDER_OPS_ROUTES.orders, {
    summary: 'Orders of every merchant by status (default processing), oldest first',
    request: Type.Object({
      ...PAGING_FIELDS,
      status: Type.Optional(oneOf(ORDER_STATUSES)),
      customer_id: optionalInteger(),
      intercept_requested: flag('1 for the orders with an open interception request'),
    }),
    response: PageSchema(
      Type.Object({ ...OrderListRowSchema.properties, customer_id: Type.Integer() }),
    ),
  }),
  orderStep: endpoint(ORDER_OPS_ROUTES.orderStep, {
    summary:
      'A warehouse step: hold for approval, approve, mark the address abnormal, pack, ship (tracking number), deliver, return',
    request: Type.Object({
      order_id: requiredInteger(),
      action: oneOf(ORDER_OPERATOR_ACTIONS),
      tracking_no: text('required to ship'),
      remark: text('at most 200 characters'),
    }),
    response: OrderSavedDataSchema,
  }),
  orderIntercept: endpoint(ORDER_OPS_ROUTES.orderIntercept, {
    summary:
      'Accepts (stock and money return) or refuses (the order carries on) an interception request',
    request: Type.Object({
      order_id: requiredInteger(),
      accept: flag('1 to accept; otherwise refused'),
      remark: text('at most 200 characters'),
    }),
    response: OrderSavedDataSchema,
  }),
  rateCards: endpoint(ORDER_OPS_ROUTES.rateCards, {
    summary: 'The rate card of each channel',
    request: Type.Object({}),
    response: Type.Object({ cards: list(RateCardSchema) }),
  }),
  setRateCard: endpoint(ORDER_OPS_ROUTES.setRateCard, {
    summary: 'Creates or replaces the rate card of a channel (prices in CNY, 2 decimals)',
    request: Type.Object({
      channel: requiredText('a channel code'),
      first_weight_g: requiredInteger(),
      first_price: requiredText('CNY'),
      step_weight_g: requiredInteger(),
      step_price: requiredText('CNY'),
      max_weight_g: requiredInteger(),
      remote_surcharge: text('CNY, blank for 0'),
    }),
    response: RateCardSchema,
  }),
} as const;

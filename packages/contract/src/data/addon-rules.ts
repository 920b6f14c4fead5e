import { ADD_ON_RULE_EVENTS, ADD_ON_RULE_STATUSES } from '@portal/domain';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { described, list, oneOf } from '../schemas/kit';

export const AddonRuleRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  priority: described(Type.Integer({ minimum: 1, maximum: 9 }), '1 is the highest'),
  status: oneOf(ADD_ON_RULE_STATUSES),
  warehouse_ids: list(Type.Integer()),
  warehouses: described(list(Type.String()), 'the warehouses by name, in warehouse_ids order'),
  shipping_methods: described(list(Type.String()), 'condition: one of these channels'),
  skus: described(list(Type.String()), 'condition: the order holds one of these SKUs'),
  countries: described(list(Type.String()), 'condition: the recipient country is one of these'),
  services: described(list(Type.String()), 'added-service codes the rule adds to the order'),
  actions: described(
    list(oneOf(ADD_ON_RULE_EVENTS)),
    "What the merchant may do now (the domain's allowedAddOnRuleActions)",
  ),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AddonRuleRow = Static<typeof AddonRuleRowSchema>;

import { Type } from 'typebox';
import { AddonRuleRowSchema } from '../data/addon-rules';
import { endpoint } from '../endpoint';
import { defaulted, id, NullData, oneOf, text, verbOf } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { ADDON_RULE_ROUTES } from '../routes/addon-rules';

/**
 * The rule form (validateAddonRule's fields as text): lists travel comma separated; the domain's
 * rules answer `data.issues` by these names, never a 400 schema error.
 */
const ADDON_RULE_FORM = {
  name: text('required'),
  description: text(),
  priority: text('whole number 1-9, 1 the highest'),
  warehouse_ids: text('comma separated warehouse ids, at least one'),
  shipping_methods: text('comma separated channel codes'),
  skus: text('comma separated SKUs'),
  countries: text('comma separated ISO country codes'),
  services: text('comma separated added-service codes, at least one'),
};

export const ADDON_RULE_ENDPOINTS = {
  list: endpoint(ADDON_RULE_ROUTES.list, {
    summary: "The merchant's add-on service rules, by priority (1 first), paged",
    request: Type.Object({ ...PAGING_FIELDS }),
    response: PageSchema(AddonRuleRowSchema),
  }),
  detail: endpoint(ADDON_RULE_ROUTES.detail, {
    summary: 'One rule of the merchant',
    request: Type.Object({ id: id() }),
    response: AddonRuleRowSchema,
  }),
  create: endpoint(ADDON_RULE_ROUTES.create, {
    summary:
      'Creates a rule, inactive or (save_as=active) created and activated together; orders created after an active rule matches get its services',
    request: Type.Object({
      ...ADDON_RULE_FORM,
      save_as: defaulted(oneOf(['inactive', 'active'] as const), 'inactive'),
    }),
    response: AddonRuleRowSchema,
  }),
  update: endpoint(ADDON_RULE_ROUTES.update, {
    summary: "Replaces a rule's fields; its status is unchanged",
    request: Type.Object({ id: id(), ...ADDON_RULE_FORM }),
    response: AddonRuleRowSchema,
  }),
  action: endpoint(ADDON_RULE_ROUTES.action, {
    summary:
      'Activates or deactivates a rule; the machine refuses a wrong step with nothing changed',
    request: Type.Object({
      id: id(),
      action: verbOf(ADDON_RULE_ROUTES.action.actions.permissions),
    }),
    response: AddonRuleRowSchema,
  }),
  remove: endpoint(ADDON_RULE_ROUTES.remove, {
    summary:
      'Deletes a rule for good, in either status; orders created before keep the services it added',
    request: Type.Object({ id: id() }),
    response: NullData,
  }),
} as const;

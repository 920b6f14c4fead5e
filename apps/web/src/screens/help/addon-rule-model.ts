import type { AddonRuleRow } from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { AddonRuleCondition, FormFields } from '@portal/domain';
import { validateAddonRule } from '@portal/domain';
import type { ApiClient } from '../../api/api-client';
import { FormModel } from '../../kit/form-model';
import { routePath } from '../../kit/route-path';
import { PagedList } from '../../lists/paged-list';

export const rulePaths = {
  list: () => routePath('account.setting'),
  create: () => routePath('account.setting.rules'),
  edit: (id: number) => `${routePath('account.setting.rules')}?id=${id}`,
};

export const ruleList = (api: ApiClient) =>
  new PagedList<AddonRuleRow>(
    (query) => api.callAssembled(ROUTES.addonRule.list, query),
    (row) => row.id,
    {},
  );

/** The rule form as typed, named as the contract's fields (lists comma separated). */
export interface RuleValues {
  readonly name: string;
  readonly description: string;
  readonly priority: string;
  readonly warehouse_ids: string;
  readonly shipping_methods: string;
  readonly skus: string;
  readonly countries: string;
  readonly services: string;
}

export const emptyRule = (): RuleValues => ({
  name: '',
  description: '',
  priority: '5',
  warehouse_ids: '',
  shipping_methods: '',
  skus: '',
  countries: '',
  services: '',
});

export const ruleValuesOf = (row: AddonRuleRow): RuleValues => ({
  name: row.name,
  description: row.description,
  priority: String(row.priority),
  warehouse_ids: row.warehouse_ids.join(','),
  shipping_methods: row.shipping_methods.join(','),
  skus: row.skus.join(','),
  countries: row.countries.join(','),
  services: row.services.join(','),
});

const split = (text: string) =>
  text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The same rule set the server applies (validateAddonRule), on the same wire names. */
export function ruleIssues(values: RuleValues) {
  const conditions: AddonRuleCondition[] = [
    { kind: 'shippingMethod' as const, values: split(values.shipping_methods) },
    { kind: 'sku' as const, values: split(values.skus) },
    { kind: 'recipientCountry' as const, values: split(values.countries) },
  ].filter((condition) => condition.values.length > 0);
  return validateAddonRule({
    name: values.name,
    description: values.description,
    priority: values.priority,
    warehouses: split(values.warehouse_ids),
    conditions,
    services: split(values.services),
  }).map((issue) => (issue.field === 'warehouses' ? { ...issue, field: 'warehouse_ids' } : issue));
}

export const ruleForm = () =>
  new FormModel<RuleValues>({
    initial: emptyRule,
    validate: ruleIssues,
    payload: (values): FormFields => ({ ...values }),
  });

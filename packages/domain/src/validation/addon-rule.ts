import { parseDecimalInput, significantDecimals, toScaledInteger } from './decimal-input';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import {
  collectFieldIssues,
  isBlankValue,
  validateRequiredField,
  validationMessage,
} from './issues';

export const ADDON_RULE_PRIORITY_MIN = 1;
export const ADDON_RULE_PRIORITY_MAX = 9;
export const ADDON_RULE_CONDITION_KINDS = ['shippingMethod', 'sku', 'recipientCountry'] as const;
export type AddonRuleConditionKind = (typeof ADDON_RULE_CONDITION_KINDS)[number];

export interface AddonRuleCondition {
  readonly kind: AddonRuleConditionKind;
  readonly values: readonly string[];
}

export interface AddonRuleFormInput {
  readonly name: string;
  readonly description?: string;
  /** 1 is the highest priority. */
  readonly priority: string | number | null | undefined;
  readonly warehouses: readonly string[];
  readonly conditions: readonly AddonRuleCondition[];
  readonly services: readonly string[];
}

/** Priority: a whole number from 1 (highest) to 9. */
export function validateAddonRulePriority(
  priority: string | number | null | undefined,
): FieldCheck {
  if (isBlankValue(priority)) return validationMessage('VALIDATION.REQUIRED');
  const parsed = parseDecimalInput(priority as string | number);
  const value =
    parsed.ok && significantDecimals(parsed.value) === 0 ? toScaledInteger(parsed.value, 0) : NaN;
  return value >= ADDON_RULE_PRIORITY_MIN && value <= ADDON_RULE_PRIORITY_MAX
    ? undefined
    : validationMessage('ADDON_RULE.PRIORITY_RANGE', {
        min: ADDON_RULE_PRIORITY_MIN,
        max: ADDON_RULE_PRIORITY_MAX,
      });
}

const nonBlank = (values: readonly string[]) => values.filter((value) => value.trim() !== '');

/** Name, priority, a warehouse, at least one condition with values and at least one service. */
export function validateAddonRule(rule: AddonRuleFormInput): ValidationFieldIssue[] {
  return collectFieldIssues([
    ['name', validateRequiredField(rule.name)],
    ['priority', validateAddonRulePriority(rule.priority)],
    [
      'warehouses',
      nonBlank(rule.warehouses).length === 0
        ? validationMessage('ADDON_RULE.WAREHOUSE_REQUIRED')
        : undefined,
    ],
    [
      'conditions',
      rule.conditions.length === 0 ? validationMessage('ADDON_RULE.CONDITION_REQUIRED') : undefined,
    ],
    ...rule.conditions.map(
      (condition, index) =>
        [
          `conditions.${index}.values`,
          nonBlank(condition.values).length === 0
            ? validationMessage('ADDON_RULE.CONDITION_VALUES_REQUIRED')
            : undefined,
        ] as const,
    ),
    [
      'services',
      nonBlank(rule.services).length === 0
        ? validationMessage('ADDON_RULE.SERVICE_REQUIRED')
        : undefined,
    ],
  ]);
}

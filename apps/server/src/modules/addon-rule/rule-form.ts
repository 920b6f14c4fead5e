import type { AddonRuleCondition, Result, ValidationFieldIssue } from '@portal/domain';
import {
  err,
  findShippingChannel,
  message,
  ok,
  SHIPPING_CHANNELS,
  validateAddonRule,
} from '@portal/domain';
import type { InputFor } from '../../http/context';
import type { AddonRuleRepository, AddonRuleValues } from './repository';

/** The database facts the form's rules need (ADR 0068: asked through the repository). */
export type RuleFormFacts = Pick<AddonRuleRepository, 'approvedWarehouses' | 'knownServiceCodes'>;
type RuleInput = Omit<InputFor<'addonRule.update'>, 'id'>;

/** A comma (or line) separated list as typed: trimmed, blanks dropped, each value once. */
export const splitList = (text: string, upper = false): string[] => [
  ...new Set(
    text
      .split(/[,\n]/)
      .map((value) => (upper ? value.trim().toUpperCase() : value.trim()))
      .filter((value) => value !== ''),
  ),
];

/** The domain names the warehouse list `warehouses`; the wire field is `warehouse_ids`. */
const WIRE_FIELD: Readonly<Record<string, string>> = { warehouses: 'warehouse_ids' };

/**
 * Reads the rule form: the domain's validateAddonRule (name, priority 1-9, a warehouse, a
 * condition, a service), then what needs the store or the channel table: every warehouse one of
 * the merchant's approved warehouses, every channel a known one, every service an existing
 * added service.
 */
export async function readRuleForm(
  facts: RuleFormFacts,
  customerId: number,
  input: RuleInput,
): Promise<Result<AddonRuleValues, readonly ValidationFieldIssue[]>> {
  const warehouseTexts = splitList(input.warehouse_ids);
  const shippingMethods = splitList(input.shipping_methods, true);
  const skus = splitList(input.skus);
  const countries = splitList(input.countries, true);
  const services = splitList(input.services);
  const conditions: AddonRuleCondition[] = [
    { kind: 'shippingMethod' as const, values: shippingMethods },
    { kind: 'sku' as const, values: skus },
    { kind: 'recipientCountry' as const, values: countries },
  ].filter((condition) => condition.values.length > 0);
  const issues: ValidationFieldIssue[] = validateAddonRule({
    name: input.name,
    description: input.description,
    priority: input.priority,
    warehouses: warehouseTexts,
    conditions,
    services,
  }).map((issue) => ({ ...issue, field: WIRE_FIELD[issue.field] ?? issue.field }));
  const taken = new Set(issues.map((issue) => issue.field));
  const add = (field: string, code: string, params?: Record<string, string | number>) => {
    if (taken.has(field)) return;
    taken.add(field);
    issues.push({ field, ...message(code, params) });
  };
  const warehouseIds = warehouseTexts.map(Number);
  if (warehouseIds.some((id) => !Number.isSafeInteger(id) || id < 1))
    add('warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE');
  else {
    const approved = new Set(
      (await facts.approvedWarehouses(customerId, warehouseIds)).map((w) => w.warehouse_id),
    );
    if (warehouseIds.some((id) => !approved.has(id)))
      add('warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE');
  }
  const unknownChannel = shippingMethods.find(
    (code) => findShippingChannel(code, SHIPPING_CHANNELS) === undefined,
  );
  if (unknownChannel !== undefined)
    add('shipping_methods', 'ORDER.CHANNEL_UNKNOWN', { channel: unknownChannel });
  const known = await facts.knownServiceCodes(services);
  const unknownService = services.find((code) => !known.has(code));
  if (unknownService !== undefined)
    add('services', 'SERVER.ORDER_SERVICE_UNKNOWN', { code: unknownService });
  if (issues.length > 0) return err(issues);
  return ok({
    name: input.name.trim(),
    description: input.description.trim(),
    priority: Number(input.priority),
    warehouseIds,
    shippingMethods,
    skus,
    countries,
    services,
  });
}

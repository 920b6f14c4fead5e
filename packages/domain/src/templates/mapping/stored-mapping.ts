import type { MessageCode } from '../../shared/result';
import { message } from '../../shared/result';
import { validateMaxLength } from '../../validation/form-fields';
import type { ValidationFieldIssue } from '../../validation/issues';
import { validateRequiredField } from '../../validation/issues';
import type { TemplateMessageCode } from '../message-codes';
import type { OrderColumnMappingEntry } from '../order-batch';
import { ORDER_MAPPING_HEADING_MAX, ORDER_MAPPING_NAME_MAX } from '../order-batch';
import { ORDER_UPLOAD_COLUMNS } from '../order-upload';
import type { FieldRule, FieldSource, OrderMapping, SkipRule, ValueMap } from './field-rules';
import { FIELD_SOURCE_KINDS, sourceHeadings } from './field-rules';
import { BUILT_IN_VALUE_MAPS, MEASURE_UNITS } from './value-maps';

/** The longest fixed value or map text a rule takes, and the most pairs or alternatives. */
export const ORDER_MAPPING_VALUE_MAX = 200;
export const ORDER_MAPPING_LIST_MAX = 200;

const TEMPLATE_FIELDS = new Set<string>(ORDER_UPLOAD_COLUMNS.map((column) => column.field));
const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);
const issue = (field: string, check: MessageCode): ValidationFieldIssue => ({ field, ...check });

/**
 * A mapping saved before field rules existed (a list of `{ heading, field }`) as field rules: each
 * entry a `column` rule, no skip rule. Old saved mappings stay readable without a migration.
 */
export function orderMappingOfEntries(entries: readonly OrderColumnMappingEntry[]): OrderMapping {
  return {
    fields: entries.map((entry) => ({
      field: entry.field as FieldRule['field'],
      source: { kind: 'column', heading: entry.heading },
    })),
    skip: [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** One pair of a merchant's value map: the text as the file writes it, and what it becomes. */
function isValuePair(pair: unknown): boolean {
  if (!isRecord(pair)) return false;
  const { from, to } = pair;
  return isString(from) && isString(to);
}
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

function sourceOf(value: unknown): FieldSource | undefined {
  if (!isRecord(value)) return undefined;
  if (value['kind'] === 'column' && isString(value['heading']))
    return { kind: 'column', heading: value['heading'] };
  if (value['kind'] === 'fixed' && isString(value['value']))
    return { kind: 'fixed', value: value['value'] };
  if (value['kind'] === 'first_of' && isStrings(value['headings']))
    return { kind: 'first_of', headings: value['headings'] };
  if (
    value['kind'] === 'name_part' &&
    isString(value['heading']) &&
    (value['part'] === 'first' || value['part'] === 'last')
  )
    return { kind: 'name_part', heading: value['heading'], part: value['part'] };
  return undefined;
}

function valueMapOf(value: unknown): ValueMap | undefined | false {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return false;
  const pairs = value['pairs'];
  if (pairs !== undefined && !(Array.isArray(pairs) && pairs.every(isValuePair))) return false;
  if (value['builtIn'] !== undefined && !isString(value['builtIn'])) return false;
  if (value['unit'] !== undefined && !isString(value['unit'])) return false;
  return {
    ...(pairs === undefined
      ? {}
      : { pairs: (pairs as { from: string; to: string }[]).map(({ from, to }) => ({ from, to })) }),
    ...(value['builtIn'] === undefined
      ? {}
      : { builtIn: value['builtIn'] as ValueMap['builtIn'] & string }),
    ...(value['unit'] === undefined ? {} : { unit: value['unit'] }),
  };
}

function skipRuleOf(value: unknown): SkipRule | undefined {
  if (!isRecord(value) || !isString(value['heading'])) return undefined;
  if (value['when'] === 'empty') return { heading: value['heading'], when: 'empty' };
  if (value['when'] === 'equals' && isStrings(value['values']))
    return { heading: value['heading'], when: 'equals', values: value['values'] };
  return undefined;
}

/**
 * A mapping as stored or sent (JSON already parsed): the field-rule form `{ fields, skip }`, or
 * the older list of `{ heading, field }` entries (orderMappingOfEntries). Undefined for anything
 * of another shape; what it says is checked by validateOrderMapping.
 */
export function orderMappingOf(value: unknown): OrderMapping | undefined {
  if (Array.isArray(value)) {
    const legacy = value.every(
      (entry) => isRecord(entry) && isString(entry['heading']) && isString(entry['field']),
    );
    return legacy ? orderMappingOfEntries(value as OrderColumnMappingEntry[]) : undefined;
  }
  if (!isRecord(value) || !Array.isArray(value['fields'])) return undefined;
  const skipList = value['skip'] ?? [];
  if (!Array.isArray(skipList)) return undefined;
  const fields: FieldRule[] = [];
  for (const rule of value['fields'] as unknown[]) {
    if (!isRecord(rule) || !isString(rule['field'])) return undefined;
    const source = sourceOf(rule['source']);
    const map = valueMapOf(rule['map']);
    if (source === undefined || map === false) return undefined;
    fields.push({
      field: rule['field'] as FieldRule['field'],
      source,
      ...(map === undefined ? {} : { map }),
    });
  }
  const skip: SkipRule[] = [];
  for (const rule of skipList as unknown[]) {
    const read = skipRuleOf(rule);
    if (read === undefined) return undefined;
    skip.push(read);
  }
  return { fields, skip };
}

/** The first problem of a short text the mapping holds: required, at most `max` characters. */
const textCheck = (text: string, max: number) =>
  validateRequiredField(text.trim()) ?? validateMaxLength(text.trim(), max);

function sourceIssues(source: FieldSource, at: string): ValidationFieldIssue[] {
  if (!(FIELD_SOURCE_KINDS as readonly string[]).includes(source.kind))
    return [issue(`${at}.kind`, templateMessage('TEMPLATE.MAPPING_SOURCE_UNKNOWN'))];
  if (source.kind === 'fixed') {
    const check = textCheck(source.value, ORDER_MAPPING_VALUE_MAX);
    return check ? [issue(`${at}.value`, check)] : [];
  }
  const headings = sourceHeadings(source);
  if (headings.length === 0)
    return [issue(`${at}.headings`, templateMessage('TEMPLATE.MAPPING_EMPTY'))];
  if (headings.length > ORDER_MAPPING_LIST_MAX)
    return [
      issue(
        `${at}.headings`,
        templateMessage('TEMPLATE.MAPPING_LIST_TOO_LONG', { max: ORDER_MAPPING_LIST_MAX }),
      ),
    ];
  return headings.flatMap((heading, index) => {
    const check = textCheck(heading, ORDER_MAPPING_HEADING_MAX);
    const place = source.kind === 'first_of' ? `${at}.headings.${index}` : `${at}.heading`;
    return check ? [issue(place, check)] : [];
  });
}

function mapIssues(map: ValueMap, at: string): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  if (
    map.builtIn !== undefined &&
    !(BUILT_IN_VALUE_MAPS as readonly string[]).includes(map.builtIn)
  )
    issues.push(
      issue(`${at}.builtIn`, templateMessage('TEMPLATE.MAPPING_MAP_UNKNOWN', { map: map.builtIn })),
    );
  if (map.unit !== undefined) {
    const units: Readonly<Record<string, number>> | undefined =
      map.builtIn === 'weight_kg' || map.builtIn === 'length_cm'
        ? MEASURE_UNITS[map.builtIn]
        : undefined;
    if (units?.[map.unit.trim().toLowerCase()] === undefined)
      issues.push(
        issue(`${at}.unit`, templateMessage('TEMPLATE.MAPPING_UNIT_UNKNOWN', { unit: map.unit })),
      );
  }
  const pairs = map.pairs ?? [];
  if (pairs.length > ORDER_MAPPING_LIST_MAX)
    issues.push(
      issue(
        `${at}.pairs`,
        templateMessage('TEMPLATE.MAPPING_LIST_TOO_LONG', { max: ORDER_MAPPING_LIST_MAX }),
      ),
    );
  pairs.forEach((pair, index) => {
    const check = textCheck(pair.from, ORDER_MAPPING_VALUE_MAX);
    if (check) issues.push(issue(`${at}.pairs.${index}.from`, check));
    const to = validateMaxLength(pair.to.trim(), ORDER_MAPPING_VALUE_MAX);
    if (to) issues.push(issue(`${at}.pairs.${index}.to`, to));
  });
  return issues;
}

/**
 * A mapping as the merchant saves it: a name (at most 50), at least one field rule, each a known
 * template field named once (one heading may feed several fields), every heading and fixed value
 * given (headings at most 100 characters), value maps the domain knows, skip rules with a heading
 * and, for `equals`, at least one value. Issue fields are `name`, `fields.N.…`, `skip.N.…`.
 */
export function validateOrderMapping(name: string, mapping: OrderMapping): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  const nameCheck = textCheck(name, ORDER_MAPPING_NAME_MAX);
  if (nameCheck) issues.push(issue('name', nameCheck));
  if (mapping.fields.length === 0)
    issues.push(issue('fields', templateMessage('TEMPLATE.MAPPING_EMPTY')));
  const fields = new Set<string>();
  mapping.fields.forEach((rule, index) => {
    const at = `fields.${index}`;
    if (!TEMPLATE_FIELDS.has(rule.field))
      issues.push(
        issue(
          `${at}.field`,
          templateMessage('TEMPLATE.MAPPING_FIELD_UNKNOWN', { field: rule.field }),
        ),
      );
    else if (fields.has(rule.field))
      issues.push(
        issue(
          `${at}.field`,
          templateMessage('TEMPLATE.MAPPING_FIELD_REPEATED', { field: rule.field }),
        ),
      );
    fields.add(rule.field);
    issues.push(...sourceIssues(rule.source, `${at}.source`));
    if (rule.map) issues.push(...mapIssues(rule.map, `${at}.map`));
  });
  mapping.skip.forEach((rule, index) => {
    const at = `skip.${index}`;
    const check = textCheck(rule.heading, ORDER_MAPPING_HEADING_MAX);
    if (check) issues.push(issue(`${at}.heading`, check));
    if (rule.when === 'equals' && rule.values.length === 0)
      issues.push(issue(`${at}.values`, templateMessage('TEMPLATE.MAPPING_EMPTY')));
    if (rule.when === 'equals')
      rule.values.forEach((value, valueIndex) => {
        const valueCheck = validateMaxLength(value.trim(), ORDER_MAPPING_VALUE_MAX);
        if (valueCheck) issues.push(issue(`${at}.values.${valueIndex}`, valueCheck));
      });
  });
  return issues;
}

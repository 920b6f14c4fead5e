import { PAGE_SIZE_MAX } from '@portal/contract';
import type { MessageCode, ValidationFieldIssue } from '@portal/domain';
import { message } from '@portal/domain';
import type { TObject } from 'typebox';

/** What ajv reports for one refused value (the fields this module reads). */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** `/lines/0/sku` -> `lines.0.sku`, the dotted wire path the web keys its fields by. */
const dotted = (pointer: string) =>
  pointer
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/**
 * Field issues from the schema validator's errors: a missing field is VALIDATION.REQUIRED, any
 * other refusal (wrong type, out of range, not one of the choices) SERVER.INVALID_FIELD naming the
 * field; one issue per field, in the order reported.
 */
export function issuesFromSchemaErrors(errors: readonly SchemaError[]): ValidationFieldIssue[] {
  const byField = new Map<string, ValidationFieldIssue>();
  for (const error of errors) {
    const missing = error.keyword === 'required' ? String(error.params['missingProperty']) : '';
    const field = [dotted(error.instancePath), missing].filter((p) => p !== '').join('.');
    if (field === '' || byField.has(field)) continue;
    const code =
      error.keyword === 'required'
        ? message('VALIDATION.REQUIRED')
        : field === 'page_size'
          ? message('SERVER.PAGE_SIZE_RANGE', { max: PAGE_SIZE_MAX })
          : message('SERVER.INVALID_FIELD', { field });
    byField.set(field, { field, ...code });
  }
  return [...byField.values()];
}

/**
 * The toast text of a schema issue: a missing field is named ('The field x is required'), while
 * the issue beside the field keeps the short VALIDATION.REQUIRED.
 */
export const toastOf = (issue: ValidationFieldIssue): MessageCode =>
  issue.code === 'VALIDATION.REQUIRED'
    ? message('SERVER.FIELD_REQUIRED', { field: issue.field })
    : { code: issue.code, ...(issue.params === undefined ? {} : { params: issue.params }) };

const isTextSchema = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  (schema as { type?: unknown }).type === 'string' &&
  !('enum' in schema) &&
  !('const' in schema);

/**
 * Form-urlencoded input as the schema should see it. Query and body are merged (the body wins),
 * since the spec sends some POST fields as query; a blank value of a non-text field (an optional
 * id, an enum filter) counts as absent, as a form sends an untouched select or number.
 */
export function formInput(
  request: TObject,
  query: unknown,
  body: unknown,
): Record<string, unknown> {
  const asRecord = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...asRecord(query), ...asRecord(body) };
  for (const [name, schema] of Object.entries(request.properties)) {
    if (merged[name] === '' && !isTextSchema(schema)) delete merged[name];
    else if (isArraySchema(schema)) merged[name] = jsonOrText(merged[name]);
  }
  return merged;
}

const isArraySchema = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as { type?: unknown }).type === 'array';

/**
 * A list field travels in a form as JSON text; decoded, the schema validates its items. Text that
 * is not JSON stays text, so the schema refuses it as the wrong type (SERVER.INVALID_FIELD).
 */
function jsonOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Numbers no column can hold: the validator coerces `Infinity`, `1e309` and
 * their negatives to JavaScript's infinities and lets them pass an integer's bounds, and a list
 * field's JSON may hold `1e309` too; each such value, at any depth, is refused naming its path.
 */
export function nonFiniteIssues(input: Readonly<Record<string, unknown>>): ValidationFieldIssue[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const [field, value] of Object.entries(input)) walk(value, field);
  return found.map((field) => ({ field, ...message('SERVER.NUMBER_NOT_FINITE', { field }) }));
}

/**
 * Every refusal of a request's fields before its handler runs: the schema validator's, then text
 * with NUL and non-finite numbers, one issue per field (the first found).
 */
export function requestFieldIssues(
  errors: readonly SchemaError[],
  input: Readonly<Record<string, unknown>>,
): ValidationFieldIssue[] {
  const byField = new Map<string, ValidationFieldIssue>();
  for (const issue of [
    ...issuesFromSchemaErrors(errors),
    ...nulIssues(input),
    ...nonFiniteIssues(input),
  ])
    if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return [...byField.values()];
}

/** PostgreSQL text cannot hold NUL: such a field is refused here rather than in the database. */
export function nulIssues(input: Readonly<Record<string, unknown>>): ValidationFieldIssue[] {
  return Object.entries(input)
    .filter(([, value]) => typeof value === 'string' && value.includes('\u0000'))
    .map(([field]) => ({ field, ...message('SERVER.INVALID_FIELD', { field }) }));
}

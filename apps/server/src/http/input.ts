import type { EndpointSpec } from '@portal/contract';
import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The declared fields of the endpoint as text. Query and body are merged (the body wins), since
 * the spec sends some POST fields as query; undeclared fields are dropped; a repeated field or a
 * non-text value is refused rather than guessed at.
 */
export function readInput(
  spec: EndpointSpec,
  query: unknown,
  body: unknown,
): Result<Record<string, string>, readonly MessageCode[]> {
  const merged = { ...asRecord(query), ...asRecord(body) };
  const input: Record<string, string> = {};
  const errors: MessageCode[] = [];
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === 'file') continue;
    const value = merged[name];
    const text =
      value === undefined || value === null
        ? ''
        : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : undefined;
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    if (text === undefined || text.includes('\u0000'))
      errors.push(message('SERVER.INVALID_FIELD', { field: name }));
    else input[name] = text;
  }
  return errors.length > 0 ? err(errors) : ok(input);
}

/** An optional positive integer field: undefined when blank, an error code when malformed. */
export function optionalId(
  input: Readonly<Record<string, string>>,
  field: string,
): Result<number | undefined, MessageCode> {
  const value = (input[field] ?? '').trim();
  if (value === '') return ok(undefined);
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? ok(Number(value))
    : err(message('SERVER.INVALID_FIELD', { field }));
}

/** A required positive integer field. */
export function requiredId(
  input: Readonly<Record<string, string>>,
  field: string,
): Result<number, MessageCode> {
  const result = optionalId(input, field);
  if (!result.ok) return result;
  return result.value === undefined
    ? err(message('SERVER.FIELD_REQUIRED', { field }))
    : ok(result.value);
}

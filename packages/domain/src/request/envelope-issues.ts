import type { ValidationFieldIssue } from '../validation/issues';
import { envelopeData } from './envelope';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isParams = (value: unknown): value is Record<string, string | number> =>
  isRecord(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');

/**
 * The field issues a refused request carries (`data.issues: [{ field, code, params? }]`, `field`
 * the wire name such as `sku` or `lines.0.quantity`), so a form shows each beside its field.
 * Anything else (no data, a failure without fields, an older server) reads as no issues; an entry
 * without a text `field` and `code` is dropped rather than trusted.
 */
export function envelopeIssues(body: unknown): ValidationFieldIssue[] {
  const data = envelopeData(body);
  const issues = isRecord(data) ? data['issues'] : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (!isRecord(issue)) return [];
    const { field, code, params } = issue;
    if (typeof field !== 'string' || typeof code !== 'string' || code === '') return [];
    return [isParams(params) ? { field, code, params } : { field, code }];
  });
}

import type { ValidationFieldIssue } from '@portal/domain';

/**
 * A domain validator's issues named as on the wire: each path segment renamed by `names`
 * (`nameEn` → `name_en`, `products.0.quantity` → `lines.0.quantity`), and a path cut after a
 * segment in `collapse` (every `trackingNumbers.3` shows on the one `tracking_numbers` field).
 * The domain's form validators taking wire names (issue 11) make this a no-op to delete.
 */
export function wireIssues(
  issues: readonly ValidationFieldIssue[],
  names: Readonly<Record<string, string>>,
  collapse: readonly string[] = [],
): ValidationFieldIssue[] {
  return issues.map((issue) => {
    const segments: string[] = [];
    for (const segment of issue.field.split('.')) {
      segments.push(names[segment] ?? segment);
      if (collapse.includes(segment)) break;
    }
    return { ...issue, field: segments.join('.') };
  });
}

/** A list typed in one box (tracking numbers), split as the server splits it: commas or lines. */
export const splitListText = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

import type {
  MessageCode,
  ProductFormFields,
  SkuUniqueness,
  TemplateRow,
  TemplateRowIssues,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  message,
  PRODUCT_UPLOAD_COLUMNS,
  templateFlag,
  validateProductFormAsync,
} from '@portal/domain';

// The server's upload reads a product row with readProductForm (apps/server product-form.ts): the
// 1/0 flags, then the domain's validateProductFormAsync on the wire fields. The flags are the one
// rule the server keeps (they are a contract type, FLAG_VALUES); templateFlag accepts the same
// spellings. The parity test (apps/server upload-checker-parity.test.ts) proves both agree.
const FLAGS = ['battery', 'liquid', 'powder', 'dice', 'magnetism', 'packing_material'] as const;

const issue = (field: string, code: MessageCode): ValidationFieldIssue => ({ field, ...code });

/** Every rule the portal's product upload applies to one row, SKU uniqueness through the port. */
export async function checkProductRow(
  row: TemplateRow,
  uniqueness: SkuUniqueness,
): Promise<ValidationFieldIssue[]> {
  const cell = (name: string) => row.cells[name] ?? '';
  const issues = FLAGS.filter((name) => templateFlag(cell(name)) === undefined).map((name) =>
    issue(name, message('SERVER.INVALID_FIELD', { field: name })),
  );
  // The template's columns are the form's fields minus its files, which an upload never has.
  const form = Object.fromEntries(
    PRODUCT_UPLOAD_COLUMNS.map(({ field }) => [field, cell(field)]),
  ) as unknown as ProductFormFields;
  issues.push(...(await validateProductFormAsync(form, uniqueness)));
  return issues;
}

/**
 * The rows of a product file in order, as the upload writes them: a SKU is taken when an earlier
 * valid row of the file has it (those are written first). The merchant's existing products are
 * not known offline: pass `existingSkus` to check against them too.
 */
export async function checkProductRows(
  rows: readonly TemplateRow[],
  existingSkus: Iterable<string> = [],
): Promise<TemplateRowIssues[]> {
  const taken = new Set(existingSkus);
  const uniqueness: SkuUniqueness = { isTaken: (sku) => taken.has(sku) };
  const results: TemplateRowIssues[] = [];
  for (const row of rows) {
    const issues = await checkProductRow(row, uniqueness);
    const sku = (row.cells['sku'] ?? '').trim();
    if (issues.length === 0) taken.add(sku);
    results.push({ row: row.number, key: sku, issues });
  }
  return results;
}

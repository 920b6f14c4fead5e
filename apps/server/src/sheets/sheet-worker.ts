// Runs in a worker thread of the sheet reader's pool (sheet-reader.ts): SheetJS and the CSV reader
// are synchronous, so a big sheet parsed here holds this thread, never the one answering requests.
import type { Result } from '@portal/domain';
import type { Sheet, SheetRefusal } from '@portal/spreadsheet';
import { sheetOf } from '@portal/spreadsheet';

export interface SheetTask {
  readonly extension: string;
  /** The file's bytes, transferred (not copied) from the main thread. */
  readonly bytes: Uint8Array;
  readonly rowsMax: number;
}

export default function readSheet(task: SheetTask): Result<Sheet, SheetRefusal> {
  const { buffer, byteOffset, byteLength } = task.bytes;
  return sheetOf(task.extension, Buffer.from(buffer, byteOffset, byteLength), task.rowsMax);
}

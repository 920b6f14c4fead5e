import type { MessageCode } from '@portal/domain';
import { message } from '@portal/domain';
import { sheetRefusalMessage } from '@portal/spreadsheet';
import type { SheetReadRefusal } from './sheet-reader';

/**
 * The message of a sheet the reader did not give: each refusal its own, so a
 * wait for a thread (`busy`) or a parse past its time budget (`over_time`) is never reported as a
 * file too large. `tooLarge` replaces the size refusal's message where an upload words it its way.
 */
export function sheetReadMessage(
  refusal: SheetReadRefusal,
  rowsMax: number,
  tooLarge?: MessageCode,
): MessageCode {
  if (refusal === 'busy') return message('SERVER.SPREADSHEET_BUSY');
  if (refusal === 'over_time') return message('SERVER.SPREADSHEET_TOO_SLOW');
  if (refusal === 'too_large' && tooLarge !== undefined) return tooLarge;
  return sheetRefusalMessage(refusal, rowsMax);
}

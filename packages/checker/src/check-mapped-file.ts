import type { MappedOrderVerdict, MessageCode, OrderMapping, Result } from '@portal/domain';
import {
  applyOrderMapping,
  checkMappedOrderRows,
  checkMappedOrderSheet,
  err,
  message,
  ok,
  ORDER_UPLOAD_ROWS_MAX,
  UPLOAD_PROFILES,
  validateUploadFile,
} from '@portal/domain';
import { sheetOf } from '@portal/spreadsheet';

/** A mapped file's verdict, with the file's own heading of each field for the report. */
export interface MappedFileVerdict extends MappedOrderVerdict {
  readonly headingsOf: Readonly<Record<string, string>>;
}

/**
 * Checks an order file through a mapping kept as data, as the browser check and the
 * server import read it: the spreadsheet profile and reader, the domain's applyOrderMapping (its
 * field rules, value maps and skip rules), then every rule of every order at once. A file the
 * upload refuses whole comes back as the error; otherwise each checked row with its problems and
 * each skipped row with its reason.
 */
export function checkMappedFile(
  name: string,
  bytes: Buffer,
  mapping: OrderMapping,
): Result<MappedFileVerdict, MessageCode> {
  const refused = validateUploadFile(
    { name, sizeBytes: bytes.length },
    UPLOAD_PROFILES.spreadsheet,
  );
  if (refused) return err(refused);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const sheet = sheetOf(extension, bytes, ORDER_UPLOAD_ROWS_MAX);
  if (!sheet.ok)
    return err(message(sheet.error === 'too_large' ? 'TEMPLATE.TOO_LARGE' : 'TEMPLATE.UNREADABLE'));
  const mapped = applyOrderMapping(sheet.value, mapping);
  const refusedSheet = checkMappedOrderSheet(mapped);
  if (refusedSheet) return err(refusedSheet);
  return ok({ ...checkMappedOrderRows(mapped), headingsOf: mapped.headingsOf });
}

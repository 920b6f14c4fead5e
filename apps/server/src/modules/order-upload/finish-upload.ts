import { ORDER_UPLOAD_MACHINE, orderUploadCheckedEvent } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../shared/status';
import type { RowResult } from './import-orders';
import type { UploadRecord } from './repository';
import { countUploadRows } from './repository';

/** The upload's counts from its rows and the machine's step out of checking (or out of error). */
export async function finishUpload(
  tx: Transaction<Database>,
  upload: UploadRecord,
  now: Date,
): Promise<UploadRecord> {
  const counts = await countUploadRows(tx, upload.id);
  const event =
    upload.status === 'checking'
      ? orderUploadCheckedEvent(counts.errors)
      : upload.status === 'error' && counts.errors === 0
        ? 'resolve'
        : undefined;
  let status = upload.status;
  if (event !== undefined) {
    const moved = await applyDomainEvent(tx, {
      table: 'order_uploads',
      row: upload,
      machine: ORDER_UPLOAD_MACHINE,
      now,
      event,
    });
    if (!moved.ok) throw new Error(`upload ${upload.id}: ${moved.error.code}`);
    status = moved.value.to;
  }
  return tx
    .updateTable('order_uploads')
    .set(counts)
    .where('id', '=', upload.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, status }));
}

export const storedRows = (uploadId: number, results: readonly RowResult[]) =>
  results.map((result) => ({
    upload_id: uploadId,
    row_number: result.row,
    reference: result.reference,
    outcome: result.outcome,
    order_id: result.orderId,
    cells: JSON.stringify(result.cells),
    issues: JSON.stringify(result.issues),
  }));

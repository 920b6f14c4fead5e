import type { OrderUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { TemplateRow, ValidationFieldIssue } from '@portal/domain';
import {
  checkTrackingRows,
  checkTrackingSheet,
  err,
  message,
  ORDER_MACHINE,
  ORDER_UPLOAD_MACHINE,
  ownLabelTrackingRefusal,
  trackingUploadFieldOfHeader,
} from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid } from '../../envelope';
import type { HandlerContext } from '../../http/context';
import { sessionOf } from '../../http/context';
import { readUploadedFile } from '../../http/uploaded-file';
import { limitExceeded } from '../shared/account-limit';
import { storedStatusOrThrow } from '../shared/status';
import { appendOrderEvent, lockOwnOrder, setOrderColumns } from '../order/repository';
import { actorOf } from '../order/use-cases';
import { fileFingerprint } from './fingerprint';
import type { RowResult, StoredColumn } from './import-orders';
import { storedIssue } from './import-orders';
import { insertUpload, insertUploadRows } from './repository';
import { loadResult } from './results';
import {
  finishUpload,
  isUniqueViolation,
  readSheet,
  repeatedUpload,
  spreadsheetOf,
  storedRows,
  succeedWith,
} from './upload';
import { inTransaction } from '../../db/transaction';

const cell = (row: TemplateRow, field: string) => (row.cells[field] ?? '').trim();

/**
 * The tracking upload (/order/fetchUpload, ADR 0045): each row names one of the merchant's orders
 * (its order number or its reference number), a carrier and the tracking number of the merchant's
 * own label. A row is refused with its reasons as the order upload's are; an order the machine
 * says cannot take it (not yet submitted, or already shipped) is refused on its row. The whole
 * file is one transaction; the same file again changes nothing.
 */
export async function uploadTracking(ctx: HandlerContext): Promise<Outcome<OrderUploadResult>> {
  const session = sessionOf(ctx);
  const { deps } = ctx;
  const limited = await limitExceeded(
    deps,
    `order-upload:${session.customerId}`,
    deps.config.rateLimits.upload,
  );
  if (limited) return limited;
  const file = await readUploadedFile(ctx);
  if (!file.ok) return err(file.error);
  const { fileName, format, refused } = spreadsheetOf(deps, file.value);
  if (refused) return invalid([refused]);
  const fingerprint = fileFingerprint(file.value.bytes);
  const repeated = () =>
    repeatedUpload(deps, ctx.language, session.customerId, 'tracking', fingerprint);
  const before = await repeated();
  if (before) return before;
  const sheet = await readSheet(deps, session.customerId, format, file.value.bytes);
  if (!sheet.ok) return sheet.error;
  const fields = sheet.value.header.map(trackingUploadFieldOfHeader);
  const sheetRefused = checkTrackingSheet(fields, sheet.value.rows.length);
  if (sheetRefused) return fail(API_CODES.invalid, sheetRefused);
  if (sheet.value.rows.length > deps.config.orderUploads.ordersMax)
    return fail(
      API_CODES.invalid,
      message('TEMPLATE.TOO_MANY_ORDERS', {
        max: deps.config.orderUploads.ordersMax,
        orders: sheet.value.rows.length,
      }),
    );
  const columns: StoredColumn[] = sheet.value.header.map((heading, index) => ({
    heading,
    field: fields[index] ?? null,
  }));
  const rows: TemplateRow[] = sheet.value.rows.map(({ number, cells }) => {
    const byField: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field !== undefined && byField[field] === undefined) byField[field] = cells[index] ?? '';
    });
    return { number, cells: byField };
  });
  const verdicts = checkTrackingRows(rows);
  const actor = await actorOf(deps, session);
  const now = deps.now();
  try {
    const stored = await inTransaction(deps.db, async (tx) => {
      const record = await insertUpload(tx, {
        customer_id: session.customerId,
        kind: 'tracking',
        file_name: fileName,
        format,
        fingerprint,
        uploaded_by: actor.name,
        save_as: 'pending_submit',
        auto_submit_abnormal: false,
        status: ORDER_UPLOAD_MACHINE.initial,
        total_rows: rows.length,
        created: 0,
        errors: 0,
        skipped: 0,
        columns: JSON.stringify(columns),
        created_at: now,
        deleted_at: null,
      });
      const results: RowResult[] = [];
      for (const [index, row] of rows.entries()) {
        const issues: ValidationFieldIssue[] = [...(verdicts[index]?.issues ?? [])];
        const number = cell(row, 'order_no');
        let orderId: number | null = null;
        if (issues.length === 0) {
          const found = await tx
            .selectFrom('orders')
            .select('id')
            .where('customer_id', '=', session.customerId)
            .where('upload_hidden', '=', false)
            .where('status', '<>', 'deleted')
            .where((eb) => eb.or([eb('order_no', '=', number), eb('reference_no', '=', number)]))
            .orderBy('id')
            .executeTakeFirst();
          const order = found && (await lockOwnOrder(tx, session.customerId, found.id));
          if (!order)
            issues.push({
              field: 'order_no',
              ...message('SERVER.ORDER_TRACKING_ORDER_UNKNOWN', { order: number }),
            });
          else {
            const status = storedStatusOrThrow(ORDER_MACHINE, order.status);
            const refusal = ownLabelTrackingRefusal(status);
            if (refusal) issues.push({ field: 'order_no', ...refusal });
            else {
              const tracking = cell(row, 'tracking_no');
              const carrier = cell(row, 'carrier');
              await setOrderColumns(tx, order.id, {
                tracking_no: tracking,
                carrier,
                updated_at: now,
              });
              await appendOrderEvent(tx, {
                orderId: order.id,
                actorKind: actor.kind,
                actor: actor.name,
                action: 'tracking',
                from: status,
                to: status,
                note: message('SERVER.ORDER_TRACKING_SET', { tracking, carrier }),
                now,
              });
              orderId = order.id;
            }
          }
        }
        results.push({
          row: row.number,
          reference: number,
          cells: row.cells,
          outcome: issues.length === 0 ? 'created' : 'error',
          orderId,
          issues: issues.map((issue) => storedIssue(columns, issue)),
        });
      }
      await insertUploadRows(tx, storedRows(record.id, results));
      return finishUpload(tx, record, now);
    });
    return succeedWith(
      await loadResult(deps, ctx.language, stored),
      message('SERVER.ORDER_TRACKING_DONE', { created: stored.created, errors: stored.errors }),
    );
  } catch (error) {
    const other = isUniqueViolation(error) ? await repeated() : undefined;
    if (other) return other;
    throw error;
  }
}

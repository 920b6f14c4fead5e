import type { OrderUploadResult, OrderUploadRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { isOrderEditable, message, ORDER_MACHINE } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import type { HandlerContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { lockMerchant } from '../order/repository';
import { storedStatusOrThrow } from '../shared/status';
import { lockOwnUpload, ownUpload, pageOfUploads } from './repository';
import { uploadRowView } from './result-view';
import { loadResult } from './results';
import { succeedWith } from './upload';
import { inTransaction } from '../../db/transaction';

export const UNKNOWN_UPLOAD = 'SERVER.ORDER_UPLOAD_UNKNOWN';

/** The history (/order/upload, /order/fetchUpload) or the deleted uploads (/order/delUpload). */
export async function listUploads(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.list'>,
): Promise<Outcome<Page<OrderUploadRow>>> {
  const paging = pagingOf(input);
  const page = await pageOfUploads(
    deps.db,
    session.customerId,
    input.kind,
    isFlagOn(input.deleted),
    paging,
  );
  return succeed(pageOf(page.list.map(uploadRowView), page.total, paging));
}

/** Any past upload with its rows (deleted ones too: their result stays readable). */
export async function uploadResult(
  ctx: HandlerContext<InputFor<'orderUpload.result'>>,
): Promise<Outcome<OrderUploadResult>> {
  const session = ctx.session;
  if (session === null) throw new Error('session required');
  const upload = await ownUpload(ctx.deps.db, session.customerId, ctx.input.id);
  if (!upload) return fail(API_CODES.notFound, UNKNOWN_UPLOAD);
  return succeed(await loadResult(ctx.deps, ctx.language, upload, ctx.input.outcome));
}

/**
 * Deletes an upload (ADR 0044): its orders not yet submitted (draft or pending submit) are
 * hidden, not deleted: kept, marked, out of the order list and out of reach, until the upload is
 * restored. Its submitted orders are the warehouse's now and stay as they are.
 */
export async function deleteUpload(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.delete'>,
): Promise<Outcome<OrderUploadRow>> {
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    // The merchant first, as every order change does, then the upload.
    await lockMerchant(tx, session.customerId);
    const upload = await lockOwnUpload(tx, session.customerId, input.id);
    if (!upload) return fail(API_CODES.notFound, UNKNOWN_UPLOAD);
    if (upload.deleted_at !== null)
      return fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_IS_DELETED');
    await tx
      .updateTable('orders')
      .set({ upload_hidden: true })
      .where('upload_id', '=', upload.id)
      .where('customer_id', '=', session.customerId)
      .where('status', 'in', ['draft', 'pending_submit'])
      .execute();
    const deleted = await tx
      .updateTable('order_uploads')
      .set({ deleted_at: now })
      .where('id', '=', upload.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return succeedWith(uploadRowView(deleted), message('SERVER.ORDER_UPLOAD_DELETED'));
  });
}

/** Restores a deleted upload and shows its hidden orders again, which are still drafts. */
export async function restoreUpload(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'orderUpload.restore'>,
): Promise<Outcome<OrderUploadRow>> {
  return inTransaction(deps.db, async (tx) => {
    await lockMerchant(tx, session.customerId);
    const upload = await lockOwnUpload(tx, session.customerId, input.id);
    if (!upload) return fail(API_CODES.notFound, UNKNOWN_UPLOAD);
    if (upload.deleted_at === null)
      return fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_NOT_DELETED');
    const hidden = await tx
      .selectFrom('orders')
      .select(['order_no', 'status'])
      .where('upload_id', '=', upload.id)
      .where('upload_hidden', '=', true)
      .forUpdate()
      .execute();
    // A hidden order is out of every action's reach, so it is still a draft; the machine says so.
    const moved = hidden.find(
      (order) => !isOrderEditable(storedStatusOrThrow(ORDER_MACHINE, order.status)),
    );
    if (moved)
      return fail(
        API_CODES.conflict,
        message('SERVER.ORDER_UPLOAD_RESTORE_TOO_LATE', { order: moved.order_no }),
      );
    await tx
      .updateTable('orders')
      .set({ upload_hidden: false })
      .where('upload_id', '=', upload.id)
      .where('upload_hidden', '=', true)
      .execute();
    const restored = await tx
      .updateTable('order_uploads')
      .set({ deleted_at: null })
      .where('id', '=', upload.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return succeedWith(uploadRowView(restored), message('SERVER.ORDER_UPLOAD_RESTORED'));
  });
}

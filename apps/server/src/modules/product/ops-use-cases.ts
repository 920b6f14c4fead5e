import { API_CODES } from '@portal/contract';
import type { ValidationFieldIssue } from '@portal/domain';
import { message } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { countOf, opsQueue, pageIn } from '../shared/ops-queue';
import { moveProduct } from './product-moves';
import { productRow } from './product-view';

/** An operator queue's query after validation. */
type Input = InputFor<'ops.pendingProducts'>;
const REASON_MAX = 200;
const inStatus = (deps: Deps, status: string) =>
  deps.db.selectFrom('products').where('status', '=', status);

/** The operator API has one shared key and no staff identity; the log names the channel. */
export const OPERATOR_NAME = 'operator';

/** The products awaiting approval, longest waiting first. */
export const pendingProducts = (deps: Deps, input: Input) =>
  opsQueue(
    input,
    { fixed: 'pending_approval' },
    {
      count: (status) => countOf(inStatus(deps, status)),
      page: (status, paging) =>
        pageIn(inStatus(deps, status).selectAll().orderBy('updated_at').orderBy('id'), paging),
    },
    productRow,
  );

/** Approve (within the plan SKU quota) or reject with a reason kept in the rejection log. */
export async function decideProduct(
  deps: Deps,
  input: InputFor<'ops.approveProduct'> & { readonly reason?: string },
  decision: 'approve' | 'reject',
): Promise<Outcome<{ id: number; status: string }>> {
  const id = input.product_id;
  const reason = (input.reason ?? '').trim();
  const errors: ValidationFieldIssue[] = [];
  if (decision === 'reject' && reason === '')
    errors.push({ field: 'reason', ...message('SERVER.FIELD_REQUIRED', { field: 'reason' }) });
  if (decision === 'reject' && [...reason].length > REASON_MAX)
    errors.push({
      field: 'reason',
      ...message('SERVER.TEXT_TOO_LONG', { field: 'reason', max: REASON_MAX }),
    });
  if (errors.length > 0) return invalidFields(errors);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const product = await tx
      .selectFrom('products')
      .select(['id', 'status', 'customer_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!product) return fail(API_CODES.notFound, 'SERVER.PRODUCT_UNKNOWN');
    const moved = await moveProduct(tx, product.customer_id, product, decision, now);
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    if (decision === 'reject')
      await tx
        .insertInto('product_rejections')
        .values({
          product_id: product.id,
          customer_id: product.customer_id,
          reason,
          operator: OPERATOR_NAME,
          created_at: now,
        })
        .execute();
    return succeed(
      { id: product.id, status: moved.value },
      decision === 'approve' ? 'SERVER.PRODUCT_APPROVED' : 'SERVER.PRODUCT_REJECTED',
    );
  });
}

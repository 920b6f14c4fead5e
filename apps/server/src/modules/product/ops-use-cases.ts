import { API_CODES } from '@portal/contract';
import { message } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps } from '../../http/context';
import { requiredId } from '../../http/input';
import { countOf, opsQueue, pageIn } from '../shared/ops-queue';
import { moveProduct } from './product-moves';
import { productRow } from './product-view';

type Input = Readonly<Record<string, string>>;
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
  input: Input,
  decision: 'approve' | 'reject',
): Promise<Outcome<{ id: number; status: string }>> {
  const id = requiredId(input, 'product_id');
  const reason = (input['reason'] ?? '').trim();
  const errors = id.ok ? [] : [id.error];
  if (decision === 'reject' && reason === '')
    errors.push(message('SERVER.FIELD_REQUIRED', { field: 'reason' }));
  if (decision === 'reject' && [...reason].length > REASON_MAX)
    errors.push(message('SERVER.TEXT_TOO_LONG', { field: 'reason', max: REASON_MAX }));
  if (!id.ok || errors.length > 0) return invalid(errors);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const product = await tx
      .selectFrom('products')
      .select(['id', 'status', 'customer_id'])
      .where('id', '=', id.value)
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

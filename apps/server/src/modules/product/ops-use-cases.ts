import { API_CODES } from '@portal/contract';
import type { ValidationFieldIssue } from '@portal/domain';
import { message } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor } from '../../http/context';
import { OPERATOR_NAME } from '../shared/operator';
import { opsQueue } from '../shared/ops-queue';
import { moveProduct } from './product-moves';
import { productRow } from './product-view';
import { insertRejection, lockProduct, opsProductCount, opsProductPage } from './repository';
import { inTransaction } from '../../db/transaction';

/** An operator queue's query after validation. */
type Input = InputFor<'ops.pendingProducts'>;
const REASON_MAX = 200;

/** The products awaiting approval, longest waiting first. */
export const pendingProducts = (deps: Deps, input: Input) =>
  opsQueue(
    input,
    { fixed: 'pending_approval' },
    {
      count: (status) => opsProductCount(deps.db, status),
      page: (status, paging) => opsProductPage(deps.db, status, paging),
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
  return inTransaction(deps.db, async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) return fail(API_CODES.notFound, 'SERVER.PRODUCT_UNKNOWN');
    const moved = await moveProduct(tx, product.customer_id, product, decision, now);
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    if (decision === 'reject')
      await insertRejection(tx, {
        productId: product.id,
        customerId: product.customer_id,
        reason,
        operator: OPERATOR_NAME,
        now,
      });
    return succeed(
      { id: product.id, status: moved.value },
      decision === 'approve' ? 'SERVER.PRODUCT_APPROVED' : 'SERVER.PRODUCT_REJECTED',
    );
  });
}

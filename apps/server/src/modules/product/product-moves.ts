import type { MessageCode, ProductEvent, ProductStatus, Result } from '@portal/domain';
import { activateProduct, err, ok, transitionProduct } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { activeSkuCount, lockCustomer, planSkuQuota } from './repository';
import { statusOf } from './product-view';

/**
 * Moves one product by an event inside the caller's transaction: activation events go through
 * activateProduct with the plan SKU quota (the merchant row is locked first so two activations
 * cannot both take the last slot), every other event through transitionProduct. The row is
 * written only when the machine accepts.
 */
export async function moveProduct(
  tx: Transaction<Database>,
  customerId: number,
  product: { readonly id: number; readonly status: string },
  event: ProductEvent,
  now: Date,
): Promise<Result<ProductStatus, MessageCode>> {
  const from = statusOf(product.status);
  let to: Result<ProductStatus, MessageCode>;
  if (event === 'approve' || event === 'activate') {
    await lockCustomer(tx, customerId);
    to = activateProduct(from, event, {
      activeSkuCount: await activeSkuCount(tx, customerId),
      planSkuQuota: await planSkuQuota(tx, customerId),
    });
  } else to = transitionProduct(from, event);
  if (!to.ok) return err(to.error);
  await tx
    .updateTable('products')
    .set({ status: to.value, updated_at: now })
    .where('id', '=', product.id)
    .execute();
  return ok(to.value);
}

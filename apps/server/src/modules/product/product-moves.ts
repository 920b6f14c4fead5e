import type { MessageCode, ProductEvent, ProductStatus, Result } from '@portal/domain';
import { activateProduct, err, ok, PRODUCT_MACHINE, transitionProduct } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { applyDomainEvent } from '../shared/status';
import { activeSkuCount, lockCustomer, planSkuQuota } from './repository';

/**
 * Moves one product by an event inside the caller's transaction: activation events go through
 * activateProduct with the plan SKU quota (the merchant row is locked first so two activations
 * cannot both take the last slot), every other event through transitionProduct. The status is
 * written by applyDomainEvent, only when the machine accepts.
 */
export async function moveProduct(
  tx: Transaction<Database>,
  customerId: number,
  product: { readonly id: number; readonly status: string },
  event: ProductEvent,
  now: Date,
): Promise<Result<ProductStatus, MessageCode>> {
  let decide: (from: ProductStatus) => Result<ProductStatus, MessageCode>;
  if (event === 'approve' || event === 'activate') {
    await lockCustomer(tx, customerId);
    const quota = {
      activeSkuCount: await activeSkuCount(tx, customerId),
      planSkuQuota: await planSkuQuota(tx, customerId),
    };
    decide = (from) => activateProduct(from, event, quota);
  } else decide = (from) => transitionProduct(from, event);
  const moved = await applyDomainEvent(tx, {
    table: 'products',
    row: product,
    machine: PRODUCT_MACHINE,
    now,
    decide,
  });
  return moved.ok ? ok(moved.value.to) : err(moved.error);
}

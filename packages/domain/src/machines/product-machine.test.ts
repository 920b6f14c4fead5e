import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductEvent, ProductStatus } from './product-machine';
import {
  PRODUCT_STATUSES,
  activateProduct,
  allowedProductActions,
  checkSkuActivationQuota,
  transitionProduct,
} from './product-machine';

const invalid = (from: string, event: string) => ({
  ok: false,
  error: { code: 'PRODUCT.INVALID_TRANSITION', params: { from, event } },
});

describe('product machine', () => {
  it.each([
    ['draft', 'submit', 'pending_approval'],
    ['draft', 'delete', 'deleted'],
    ['pending_approval', 'reject', 'rejected'],
    ['rejected', 'moveToDraft', 'draft'], // edited back to draft, then resubmitted
    ['rejected', 'delete', 'deleted'],
    ['active', 'deactivate', 'inactive'],
    ['active', 'moveToDraft', 'draft'],
    ['inactive', 'moveToDraft', 'draft'],
    ['inactive', 'delete', 'deleted'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionProduct(from, event)).toEqual({ ok: true, value: to });
  });

  it.each([
    ['draft', 'deactivate'],
    ['pending_approval', 'submit'],
    ['pending_approval', 'delete'], // under review: not withdrawn
    ['rejected', 'submit'], // resubmitting goes through draft
    ['active', 'delete'], // deactivate first
    ['active', 'submit'],
    ['deleted', 'moveToDraft'],
    ['deleted', 'submit'],
  ] as const)('%s refuses %s', (from, event) => {
    expect(transitionProduct(from, event)).toEqual(invalid(from, event));
  });

  it('refuses activation events outside activateProduct, even if a caller casts', () => {
    const approve = 'approve' as Exclude<ProductEvent, 'approve' | 'activate'>;
    expect(transitionProduct('pending_approval', approve)).toEqual(
      invalid('pending_approval', 'approve'),
    );
  });
});

describe('activation within the plan SKU quota', () => {
  const quotaExceeded = (activeSkuCount: number, planSkuQuota: number) => ({
    code: 'PRODUCT.SKU_QUOTA_EXCEEDED',
    params: { activeSkuCount, planSkuQuota },
  });

  it.each([
    [0, 1, undefined],
    [9, 10, undefined],
    [10, 10, quotaExceeded(10, 10)],
    [11, 10, quotaExceeded(11, 10)],
    [0, 0, quotaExceeded(0, 0)],
  ])('%i active of a %i quota', (activeSkuCount, planSkuQuota, expected) => {
    expect(checkSkuActivationQuota({ activeSkuCount, planSkuQuota })).toEqual(expected);
  });

  it.each([
    ['pending_approval', 'approve', 9, { ok: true, value: 'active' }],
    ['inactive', 'activate', 9, { ok: true, value: 'active' }],
    ['pending_approval', 'approve', 10, { ok: false, error: quotaExceeded(10, 10) }],
    ['inactive', 'activate', 10, { ok: false, error: quotaExceeded(10, 10) }],
    ['draft', 'activate', 0, invalid('draft', 'activate')],
    ['active', 'activate', 0, invalid('active', 'activate')],
    ['deleted', 'activate', 0, invalid('deleted', 'activate')],
    ['inactive', 'approve', 0, invalid('inactive', 'approve')],
  ] as const)('%s --%s--> with %i active SKUs of 10', (from, event, activeSkuCount, expected) => {
    expect(activateProduct(from, event, { activeSkuCount, planSkuQuota: 10 })).toEqual(expected);
  });

  it('activates exactly when a SKU is left in the quota, and a larger quota never refuses more', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(50), (active, quota, more) => {
        const result = activateProduct('inactive', 'activate', {
          activeSkuCount: active,
          planSkuQuota: quota,
        });
        expect(result.ok).toBe(active < quota);
        if (result.ok) {
          const larger = { activeSkuCount: active, planSkuQuota: quota + more };
          expect(activateProduct('inactive', 'activate', larger).ok).toBe(true);
        }
      }),
    );
  });
});

describe('actions the merchant UI may show', () => {
  it.each([
    ['draft', ['edit', 'submit', 'delete']],
    ['pending_approval', []],
    ['rejected', ['moveToDraft', 'delete']],
    ['active', ['deactivate', 'moveToDraft']],
    ['inactive', ['activate', 'moveToDraft', 'delete']],
    ['deleted', []],
  ] as const)('%s: %o', (status, actions) => {
    expect(allowedProductActions(status)).toEqual(actions);
  });

  it('never offers the provider-only approve and reject', () => {
    fc.assert(
      fc.property(fc.constantFrom<ProductStatus>(...PRODUCT_STATUSES), (status) => {
        const actions: readonly string[] = allowedProductActions(status);
        expect(actions).not.toContain('approve');
        expect(actions).not.toContain('reject');
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { causeKey, signed } from './inventory-edit-model';
import { inventoryEditPath, stockKey } from './inventory-list-model';

describe('inventory helpers', () => {
  it.each([
    ['asn_received', 'UI.INVENTORY.CAUSE_ASN_RECEIVED'],
    ['rma_back_to_shelf', 'UI.INVENTORY.CAUSE_RMA_BACK_TO_SHELF'],
    ['asn_finished_short', 'UI.INVENTORY.CAUSE_ASN_FINISHED_SHORT'],
    ['order_reserved', 'UI.INVENTORY.CAUSE_ORDER_RESERVED'],
    ['order_released', 'UI.INVENTORY.CAUSE_ORDER_RELEASED'],
    ['order_shipped', 'UI.INVENTORY.CAUSE_ORDER_SHIPPED'],
    ['something_new', 'something_new'],
  ])('cause %s is labelled %s', (cause, key) => {
    expect(causeKey(cause)).toBe(key);
  });

  it.each([
    [5, '+5'],
    [0, '0'],
    [-3, '-3'],
  ])('delta %d shows as %s', (delta, text) => {
    expect(signed(delta)).toBe(text);
  });

  it('links a row to the edit route of its product and warehouse', () => {
    expect(inventoryEditPath(42, 3)).toBe('/warehouse/inventoryList/edit/42/3');
  });

  it('keeps every product and warehouse pair apart in the row key', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        (p1, w1, p2, w2) => {
          const same = p1 === p2 && w1 === w2;
          expect(
            stockKey({ product_id: p1, warehouse_id: w1 }) ===
              stockKey({ product_id: p2, warehouse_id: w2 }),
          ).toBe(same);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateOrder } from './order';
import { generateSampleOrders } from './sample-orders';

describe('generateSampleOrders', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(generateSampleOrders(50, 7)).toEqual(generateSampleOrders(50, 7));
    expect(generateSampleOrders(50, 7)).not.toEqual(generateSampleOrders(50, 8));
  });

  it.each([0, 1, 250])('gives exactly %i rows', (count) => {
    expect(generateSampleOrders(count, 1)).toHaveLength(count);
  });

  it('mixes valid and invalid rows across many channels', () => {
    const rows = generateSampleOrders(2000, 42);
    const invalid = rows.filter((row) => row.defect !== null).length;
    expect(invalid / rows.length).toBeGreaterThan(0.1);
    expect(invalid / rows.length).toBeLessThan(0.3);
    expect(new Set(rows.map((row) => row.order.shippingMethod)).size).toBeGreaterThanOrEqual(8);
  });

  it('every clean row validates, every defective row reports its defect', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const row of generateSampleOrders(40, seed)) {
          const issues = validateOrder(row.order);
          if (row.defect === null) expect(issues).toEqual([]);
          else
            expect(issues).toContainEqual(
              expect.objectContaining({ field: row.defect.field, code: row.defect.code }),
            );
        }
      }),
      { numRuns: 50 },
    );
  });
});
